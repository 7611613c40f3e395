import { beforeEach, describe, expect, it } from 'vitest';
import { MOCK_LIMITS } from '../../../src/contract/limits';
import { MASKED } from '../../../src/contract/mock-control';
import { call, get, post, put } from './call';

beforeEach(async () => {
  await post('/api/__mock/reset', {});
});

const log = async () => (await get('/api/__mock/requests', { admin: true })).json;

describe('request log', () => {
  it('records each call, oldest first, with its status, time and bodies', async () => {
    await get('/api/team');
    await post('/api/newsletter', { email: 'x@example.com' });
    await post('/api/newsletter', { email: 'not an email' });
    const entries = await log();
    expect(entries.map((e: { method: string; path: string; status: number }) => e.status)).toEqual([
      200, 201, 400,
    ]);
    expect(entries[0]).toMatchObject({ method: 'GET', path: '/api/team' });
    expect(entries[1].requestBody).toBe('{"email":"x@example.com"}');
    expect(JSON.parse(entries[1].responseBody).email).toBe('x@example.com');
    expect(entries[2].responseBody).toContain('fieldErrors');
    expect(typeof entries[0].durationMs).toBe('number');
    expect(Date.parse(entries[0].time)).not.toBeNaN();
  });

  it('does not log the control path itself', async () => {
    await put('/api/__mock/config', { latencyMs: 0 });
    await get('/api/__mock/config');
    expect(await log()).toEqual([]);
  });

  it('masks the admin credentials and password fields', async () => {
    await get('/api/admin/summary', { admin: true });
    await call('POST', '/api/contact', {
      rawBody: '{"name":"Ann","password":"hunter2","oldPassword":"p\\"w"}',
    });
    const [summary, contact] = await log();
    expect(summary.requestHeaders.username).toBe(MASKED);
    expect(summary.requestHeaders.password).toBe(MASKED);
    expect(JSON.stringify(summary)).not.toContain('demo-admin');
    expect(contact.requestBody).toBe(
      `{"name":"Ann","password":"${MASKED}","oldPassword":"${MASKED}"}`,
    );
  });

  it('keeps the first 4 KB of a body, masked even where the cut falls', async () => {
    const long = `{"password":"${'s'.repeat(MOCK_LIMITS.loggedBody)}"}`;
    await call('POST', '/api/contact', { rawBody: long });
    const [entry] = await log();
    expect(entry.requestBodyTruncated).toBe(true);
    expect(entry.requestBody).toBe(`{"password":"${MASKED}"`);
    await get('/api/blog');
    const blog = (await log())[1];
    expect(blog.responseBodyTruncated).toBe(true);
    expect(new TextEncoder().encode(blog.responseBody).length).toBeLessThanOrEqual(
      MOCK_LIMITS.loggedBody + 3,
    );
  });

  it('logs a network failure as status 0', async () => {
    await put('/api/__mock/config', { faults: { 'GET /api/team': { status: 'network' } } });
    await get('/api/team');
    expect((await log())[0]).toMatchObject({ path: '/api/team', status: 0 });
  });

  it('keeps the newest 500 calls', async () => {
    for (let i = 0; i < MOCK_LIMITS.requestLog + 5; i += 1) await get(`/api/blog/x-${i}`);
    const entries = await log();
    expect(entries).toHaveLength(MOCK_LIMITS.requestLog);
    expect(entries[0].path).toBe('/api/blog/x-5');
    expect(entries.at(-1).path).toBe(`/api/blog/x-${MOCK_LIMITS.requestLog + 4}`);
  });

  it('is read and cleared with the admin headers only', async () => {
    await get('/api/team');
    expect((await get('/api/__mock/requests')).status).toBe(401);
    expect((await call('DELETE', '/api/__mock/requests', { body: {} })).status).toBe(401);
    expect(await log()).toHaveLength(1);
    const cleared = await call('DELETE', '/api/__mock/requests', { body: {}, admin: true });
    expect(cleared.status).toBe(200);
    expect(await log()).toEqual([]);
    expect((await call('PATCH', '/api/__mock/requests', { body: {} })).status).toBe(405);
  });
});
