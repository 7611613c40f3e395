import { beforeEach, describe, expect, it } from 'vitest';
import { call, get, post, put } from './call';

// Sequential ids and a fixed clock: the same steps give the same store, byte for byte.

beforeEach(async () => {
  await post('/api/__mock/reset', {});
});

const CLOCK = '2026-03-02T09:00:00.000Z';

async function steps() {
  await put('/api/__mock/config', { ids: 'sequential', clock: CLOCK });
  await post('/api/contact', {
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: 'ada@example.com',
    message: 'We need a new analytics engine.',
  });
  await post('/api/newsletter', { email: 'grace@example.com' });
  await post('/api/cost-calculator', {
    name: 'Grace Hopper',
    email: 'grace@example.com',
    projectType: 'web-app',
    complexity: 'simple',
    timeline: '1-2-months',
    teamSize: '1-2',
    features: ['basic-crud'],
  });
  await post('/api/contact', {
    name: 'Alan Turing',
    email: 'alan@example.com',
    service: 'Consulting',
    message: 'Can you review our architecture?',
  });
  const snapshot = await call('GET', '/api/__mock/snapshot', { admin: true });
  return { snapshot, text: JSON.stringify(snapshot.json) };
}

describe('deterministic mode', () => {
  it('numbers ids per table, and a reset starts the numbers again', async () => {
    const first = await steps();
    const tables = first.snapshot.json.tables;
    expect(tables.contactSubmissions.map((row: { id: string }) => row.id)).toEqual([
      'contact-1',
      'contact-2',
    ]);
    expect(tables.newsletterSubscribers[0].id).toBe('subscriber-1');
    expect(tables.costEstimates[0].id).toBe('estimate-1');
    expect(tables.leadCaptures.map((row: { id: string }) => row.id).sort()).toEqual([
      'lead-1',
      'lead-2',
    ]);
    expect(first.snapshot.json.exportedAt).toBe(CLOCK);

    await post('/api/__mock/reset', {});
    const second = await steps();
    expect(second.text).toBe(first.text);
  });

  it('keeps random ids by default', async () => {
    const res = await post('/api/contact', {
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      message: 'We need a new analytics engine.',
    });
    expect(res.json.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-/);
  });

  it('skips a number that an imported row already holds', async () => {
    await put('/api/__mock/config', { ids: 'sequential' });
    const snapshot = (await get('/api/__mock/snapshot', { admin: true })).json;
    snapshot.tables.newsletterSubscribers = [
      { id: 'subscriber-1', email: 'a@example.com', isActive: true, subscribedAt: CLOCK },
    ];
    expect((await put('/api/__mock/snapshot', snapshot, { admin: true })).status).toBe(200);
    expect((await post('/api/newsletter', { email: 'b@example.com' })).status).toBe(201);
    const { tables } = (await get('/api/__mock/snapshot', { admin: true })).json;
    expect(tables.newsletterSubscribers.map((row: { id: string }) => row.id)).toEqual([
      'subscriber-1',
      'subscriber-2',
    ]);
  });

  it('refuses an unknown id mode with 400 and keeps the settings', async () => {
    const res = await put('/api/__mock/config', { ids: 'ordered' });
    expect(res.status).toBe(400);
    expect(res.json.fieldErrors.ids).toBeDefined();
    expect((await get('/api/__mock/config')).json.ids).toBe('random');
  });
});
