import { beforeEach, describe, expect, it } from 'vitest';
import { SCENARIO_NAMES } from '../../../src/contract/mock-control';
import { call, get, post, put } from './call';

beforeEach(async () => {
  await post('/api/__mock/reset', {});
});

const admin = { admin: true };

describe('scenarios', () => {
  it('lists every scenario with a line each', async () => {
    const res = await get('/api/__mock/scenarios');
    expect(res.json.map((s: { name: string }) => s.name)).toEqual([...SCENARIO_NAMES]);
    for (const scenario of res.json) expect(scenario.description.length).toBeGreaterThan(10);
  });

  it('empty: no content and no leads, settings kept', async () => {
    await put('/api/__mock/config', { latencyMs: 1 });
    await post('/api/newsletter', { email: 'x@example.com' });
    const res = await post('/api/__mock/scenario/empty', {});
    expect(res.status).toBe(200);
    for (const path of ['/api/team', '/api/portfolio', '/api/blog', '/api/case-studies']) {
      expect((await get(path)).json, path).toEqual([]);
    }
    expect((await get('/api/admin/summary', admin)).json).toEqual({
      contactSubmissions: 0,
      leadCaptures: 0,
      activeSubscribers: 0,
    });
    expect((await get('/api/__mock/config')).json.latencyMs).toBe(1);
  });

  it('busy: 10,000 leads of each kind and 200 posts, loaded quickly', async () => {
    const start = performance.now();
    const res = await post('/api/__mock/scenario/busy', {});
    const ms = performance.now() - start;
    expect(res.status).toBe(200);
    expect(res.json.counts).toMatchObject({
      contactSubmissions: 10_000,
      leadCaptures: 10_000,
      newsletterSubscribers: 10_000,
      blogPosts: 200,
    });
    const summary = (await get('/api/admin/summary', admin)).json;
    expect(summary.contactSubmissions).toBe(10_000);
    expect(summary.leadCaptures).toBe(10_000);
    expect((await get('/api/blog')).json).toHaveLength(200);
    // A cost estimate's lead opens with its record, as the dashboard shows it.
    const estimates = await get(
      '/api/admin/lead-details?q=Cost%20Calculator&sort=createdAt&order=asc&pageSize=1',
      admin,
    );
    const [oldest] = estimates.json.items;
    expect(oldest.lead.source).toBe('Cost Calculator');
    expect(oldest.form).toMatchObject({
      kind: 'costEstimate',
      record: { id: oldest.lead.recordId, email: oldest.lead.email },
    });
    // fake-indexeddb is far slower than a browser's IndexedDB.
    expect(ms).toBeLessThan(30_000);
  }, 60_000);

  it('seed: back to the default content with no leads', async () => {
    await post('/api/__mock/scenario/empty', {});
    await post('/api/__mock/scenario/seed', {});
    expect((await get('/api/team')).json.length).toBeGreaterThan(0);
  });

  it('answers 404 JSON for an unknown name, and leaves the store as it was', async () => {
    const res = await post('/api/__mock/scenario/crowded', {});
    expect(res.status).toBe(404);
    expect(res.json.error).toContain('crowded');
    expect((await get('/api/team')).json.length).toBeGreaterThan(0);
    expect((await call('GET', '/api/__mock/scenario/empty')).status).toBe(405);
    const notJson = await call('POST', '/api/__mock/scenario/empty', {
      rawBody: '',
      headers: { 'Content-Type': 'text/plain' },
    });
    expect(notJson.status).toBe(415);
  });
});
