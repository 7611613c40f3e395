import { beforeEach, describe, expect, it } from 'vitest';
import { get, post, put } from './call';

// Faults with a count, a body of their own or no answer at all, and latency per endpoint.

beforeEach(async () => {
  await post('/api/__mock/reset', {});
});

const newsletter = { email: 'x@example.com' };

describe('richer faults and latency', () => {
  it('fails the next N matching requests only, then clears itself', async () => {
    await put('/api/__mock/config', {
      faults: { 'POST /api/newsletter': { status: 503, times: 2 } },
    });
    expect((await post('/api/newsletter', newsletter)).status).toBe(503);
    expect((await get('/api/__mock/config')).json.faults).toEqual({
      'POST /api/newsletter': { status: 503, times: 1 },
    });
    expect((await get('/api/services')).status).toBe(200);
    expect((await post('/api/newsletter', newsletter)).status).toBe(503);
    expect((await get('/api/__mock/config')).json.faults).toEqual({});
    expect((await post('/api/newsletter', newsletter)).status).toBe(201);
  });

  it('uses the last count once, however many requests arrive together', async () => {
    await put('/api/__mock/config', { faults: { '/api/team': { status: 500, times: 3 } } });
    const answers = await Promise.all(Array.from({ length: 8 }, () => get('/api/team')));
    expect(answers.filter((a) => a.status === 500)).toHaveLength(3);
    expect(answers.filter((a) => a.status === 200)).toHaveLength(5);
  });

  it('answers a custom status and body', async () => {
    const body = { error: 'I am a teapot', hint: 'short and stout' };
    await put('/api/__mock/config', { faults: { 'GET /api/blog': { status: 418, body } } });
    const res = await get('/api/blog');
    expect(res.status).toBe(418);
    expect(res.json).toEqual(body);
  });

  it('simulates a network failure: no HTTP answer at all', async () => {
    await put('/api/__mock/config', {
      faults: { 'POST /api/contact': { status: 'network', times: 1 } },
    });
    const failed = await post('/api/contact', {});
    expect(failed.type).toBe('error');
    expect(failed.status).toBe(0);
    expect((await post('/api/contact', {})).status).toBe(400);
  });

  it('matches a pattern such as /api/team/:id, and keeps the plain form working', async () => {
    await put('/api/__mock/config', {
      faults: { 'PUT /api/team/:id': 409, 'POST /api/newsletter': 503 },
    });
    const member = (await get('/api/team')).json[0];
    expect((await put(`/api/team/${member.id}`, member, { admin: true })).status).toBe(409);
    expect((await post('/api/newsletter', newsletter)).status).toBe(503);
  });

  it('delays one endpoint alone, in place of the global latency', async () => {
    await put('/api/__mock/config', { latencyMs: 0, latency: { 'GET /api/services': 150 } });
    let start = performance.now();
    await get('/api/services');
    expect(performance.now() - start).toBeGreaterThanOrEqual(140);
    start = performance.now();
    await get('/api/team');
    expect(performance.now() - start).toBeLessThan(140);
  });

  it('refuses bad faults and latency with 400 and field errors, and keeps the settings', async () => {
    await put('/api/__mock/config', { faults: { '/api/blog': 503 } });
    const bad = [
      { faults: { 'POST /api/contact': { status: 200 } } },
      { faults: { 'POST /api/contact': { status: 503, times: 0 } } },
      { faults: { 'POST /api/contact': { status: 503, colour: 'red' } } },
      { faults: { 'contact please': 503 } },
      { latency: { 'GET /api/services': -1 } },
      { latency: { 'GET /api/services': 60_001 } },
      { latencyMs: 1, unknown: true },
    ];
    for (const change of bad) {
      const res = await put('/api/__mock/config', change);
      expect(res.status, JSON.stringify(change)).toBe(400);
      expect(Object.keys(res.json.fieldErrors).length, JSON.stringify(change)).toBeGreaterThan(0);
    }
    const config = (await get('/api/__mock/config')).json;
    expect(config.faults).toEqual({ '/api/blog': 503 });
    expect(config.latency).toEqual({});
    expect(config.latencyMs).toBe(0);
  });
});
