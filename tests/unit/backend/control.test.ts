import { beforeEach, describe, expect, it } from 'vitest';
import { seed } from '../../../seed';
import { call, get, post, put, resetToSeed } from './call';

beforeEach(() => resetToSeed());

const newsletter = { email: 'x@example.com' };

describe('backend control', () => {
  it('resets the store to the seed', async () => {
    await post('/api/newsletter', newsletter);
    const edit = { ...seed.services[0], name: 'Changed' };
    await put(`/api/services/${edit.id}`, edit, { admin: true });
    expect((await post('/api/__mock/reset', {})).status).toBe(200);
    expect((await get('/api/admin/newsletter-subscribers', { admin: true })).json).toEqual([]);
    expect((await get('/api/services')).json[0].name).toBe(seed.services[0]?.name);
  });

  it('makes an endpoint fail with a status until cleared, and stores nothing', async () => {
    await put('/api/__mock/config', { faults: { 'POST /api/newsletter': 503 } });
    const failed = await post('/api/newsletter', newsletter);
    expect(failed.status).toBe(503);
    expect((await get('/api/services')).status).toBe(200);
    await put('/api/__mock/config', { faults: {} });
    expect((await post('/api/newsletter', newsletter)).status).toBe(201);
    expect((await get('/api/admin/newsletter-subscribers', { admin: true })).json).toHaveLength(1);
  });

  it('matches a fault on the path for any method', async () => {
    await put('/api/__mock/config', { faults: { '/api/services': 500 } });
    expect((await get('/api/services')).status).toBe(500);
  });

  it('fixes the clock for createdAt', async () => {
    await put('/api/__mock/config', { clock: '2025-03-04T10:00:00.000Z' });
    expect((await post('/api/newsletter', newsletter)).status).toBe(201);
    const [subscriber] = (await get('/api/admin/newsletter-subscribers', { admin: true })).json;
    expect(subscriber.subscribedAt).toBe('2025-03-04T10:00:00.000Z');
    const cfg = await get('/api/__mock/config');
    expect(cfg.json.clock).toBe('2025-03-04T10:00:00.000Z');
  });

  it('changes only the keys sent', async () => {
    await put('/api/__mock/config', {
      clock: '2025-03-04T10:00:00.000Z',
      faults: { '/api/blog': 503 },
    });
    await put('/api/__mock/config', { latencyMs: 5 });
    expect((await get('/api/__mock/config')).json).toEqual({
      latencyMs: 5,
      latency: {},
      faults: { '/api/blog': 503 },
      clock: '2025-03-04T10:00:00.000Z',
      ids: 'random',
    });
    await put('/api/__mock/config', { clock: null });
    expect((await get('/api/__mock/config')).json.clock).toBeNull();
  });

  it('applies latency', async () => {
    await put('/api/__mock/config', { latencyMs: 120 });
    const start = performance.now();
    await get('/api/team');
    expect(performance.now() - start).toBeGreaterThanOrEqual(110);
  });

  it('rejects a bad config with 400 and keeps the old one', async () => {
    const res = await put('/api/__mock/config', { latencyMs: -5 });
    expect(res.status).toBe(400);
    expect(res.json.fieldErrors.latencyMs).toBeDefined();
    expect((await get('/api/__mock/config')).json.latencyMs).toBe(0);
    // In words, not zod's "Invalid ISO datetime" or "Invalid key in record".
    const clock = await put('/api/__mock/config', { clock: 'garbage' });
    expect(clock.json.fieldErrors).toEqual({
      clock: ['This field must be a date and time, such as 2026-03-02T09:00:00Z'],
    });
    const fault = await put('/api/__mock/config', { faults: { '50': 503 } });
    expect(fault.json.fieldErrors).toEqual({
      faults: ['Name an endpoint as "METHOD /api/path" or "/api/path"'],
    });
    expect((await get('/api/__mock/config')).json).toMatchObject({ clock: null, faults: {} });
  });

  it('exports a snapshot and imports it back; a bad one changes nothing', async () => {
    await post('/api/newsletter', newsletter);
    expect((await get('/api/__mock/snapshot')).status).toBe(401);
    const snapshot = (await get('/api/__mock/snapshot', { admin: true })).json;
    expect(snapshot.tables.newsletterSubscribers).toHaveLength(1);
    await post('/api/__mock/reset', {});
    const bad = await put(
      '/api/__mock/snapshot',
      { ...snapshot, tables: { ...snapshot.tables, team: [{ id: 1 }] } },
      { admin: true },
    );
    expect(bad.status).toBe(400);
    expect((await get('/api/admin/newsletter-subscribers', { admin: true })).json).toHaveLength(0);
    const ok = await put('/api/__mock/snapshot', snapshot, { admin: true });
    expect(ok.status).toBe(200);
    expect((await get('/api/admin/newsletter-subscribers', { admin: true })).json).toHaveLength(1);
    const notJson = await call('PUT', '/api/__mock/snapshot', { rawBody: 'nope', admin: true });
    expect(notJson.status).toBe(400);
  });
});
