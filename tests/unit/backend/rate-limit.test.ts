import { beforeEach, describe, expect, it } from 'vitest';
import { createApi } from '../../../backend/create-api';
import { CLIENT_ADDRESS_HEADER } from '../../../backend/rate-limit';
import { get, resetToSeed, store } from './call';
import { CONSULTATION } from './examples';

// The live server's limit on the public forms: per form and client address,
// per minute and per day, counted in the store so that every server process
// shares it. The standalone backend has none (the rest of this suite).

let now = new Date('2026-11-24T10:00:10.000Z');
const api = createApi({
  store,
  clock: () => now,
  logRequests: false,
  rateLimit: { perMinute: 3, perDay: 5 },
});

function send(path: string, body: unknown, address = '203.0.113.7') {
  return api(
    new Request(`http://localhost${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', [CLIENT_ADDRESS_HEADER]: address },
      body: JSON.stringify(body),
    }),
  );
}
const subscribe = (email: string, address?: string) => send('/api/newsletter', { email }, address);

async function subscribers(): Promise<number> {
  return (await get('/api/admin/newsletter-subscribers', { admin: true })).json.length;
}

beforeEach(async () => {
  await resetToSeed();
  now = new Date('2026-11-24T10:00:10.000Z');
});

describe('the public forms rate limit', () => {
  it('answers 429 with Retry-After past the minute limit, stores nothing more, and lets the next minute in', async () => {
    const before = await subscribers();
    for (const n of [1, 2, 3]) expect((await subscribe(`a${n}@example.com`)).status).toBe(201);
    const refused = await subscribe('a4@example.com');
    expect(refused.status).toBe(429);
    // 50 s left of the minute that started at 10:00:00.
    expect(refused.headers.get('Retry-After')).toBe('50');
    expect((await refused.json()).error).toMatch(/too many/i);
    expect(await subscribers()).toBe(before + 3);

    now = new Date('2026-11-24T10:01:00.000Z');
    expect((await subscribe('a5@example.com')).status).toBe(201);
  });

  it('counts each form and each address on its own', async () => {
    for (const n of [1, 2, 3]) await subscribe(`b${n}@example.com`);
    expect((await subscribe('b4@example.com')).status).toBe(429);
    expect((await subscribe('b5@example.com', '198.51.100.2')).status).toBe(201);
    const booking = await send('/api/consultations', {
      ...CONSULTATION,
      selectedDate: '2026-11-25',
    });
    expect(booking.status).toBe(201);
  });

  it('counts an IPv6 client by its /64: one line cannot get past by changing address', async () => {
    for (const n of [1, 2, 3]) {
      expect((await subscribe(`v${n}@example.com`, `2001:db8:1:2::${n}`)).status).toBe(201);
    }
    expect((await subscribe('v4@example.com', '2001:db8:1:2:ffff::4')).status).toBe(429);
    expect((await subscribe('v5@example.com', '2001:db8:1:3::1')).status).toBe(201);
  });

  it('counts a form once however its address is written', async () => {
    // The core's routes match any case, extra leading slashes and a trailing
    // slash: each way of writing the form's address is the same form.
    const ways = ['/api/newsletter', '/API/Newsletter', '/api/newsletter/', '//api/newsletter'];
    for (const [n, path] of ways.slice(0, 3).entries()) {
      expect((await send(path, { email: `d${n}@example.com` })).status, path).toBe(201);
    }
    for (const path of ways) {
      expect((await send(path, { email: 'd9@example.com' })).status, path).toBe(429);
    }
    // A path that only ends with the form's is no form (404), not a way around the limit.
    expect((await send('/api/x/api/newsletter', { email: 'd9@example.com' })).status).toBe(404);
  });

  it('answers 429 past the day limit until the next day', async () => {
    for (const minute of [0, 1]) {
      now = new Date(`2026-11-24T10:0${minute}:10.000Z`);
      for (const n of [1, 2, 3]) await subscribe(`c${minute}${n}@example.com`);
    }
    now = new Date('2026-11-24T10:02:10.000Z');
    const refused = await subscribe('c9@example.com');
    expect(refused.status).toBe(429);
    // Until midnight UTC.
    expect(Number(refused.headers.get('Retry-After'))).toBe(14 * 3600 - 2 * 60 - 10);
    now = new Date('2026-11-25T00:00:01.000Z');
    expect((await subscribe('c10@example.com')).status).toBe(201);
  });

  it('counts sends that fail validation too, so that a script cannot probe without limit', async () => {
    for (const n of [1, 2, 3]) expect((await subscribe(`not-an-email-${n}`)).status).toBe(400);
    expect((await subscribe('d@example.com')).status).toBe(429);
  });

  it('counts several windows in one step, each on its own, and drops the windows that ended', async () => {
    const yesterday = '2026-11-23T00:00:00.000Z';
    const today = '2026-11-24T00:00:00.000Z';
    const minute = '2026-11-24T10:00:00.000Z';
    expect(await store.hit([{ key: 'day|k', windowStart: yesterday }], yesterday)).toEqual([1]);
    expect(await store.hit([{ key: 'day|k', windowStart: yesterday }], yesterday)).toEqual([2]);
    // Today's first hit drops yesterday's count; the minute's count is its own.
    const windows = [
      { key: 'day|k', windowStart: today },
      { key: 'minute|k', windowStart: minute },
    ];
    expect(await store.hit(windows, today)).toEqual([1, 1]);
    expect(await store.hit(windows, today)).toEqual([2, 2]);
    expect(
      await store.hit([{ key: 'minute|k', windowStart: '2026-11-24T10:01:00.000Z' }], today),
    ).toEqual([1]);
    expect(await store.hit(windows, today)).toEqual([3, 3]);
    // Yesterday's window starts again from nothing.
    expect(await store.hit([{ key: 'day|k', windowStart: yesterday }], yesterday)).toEqual([1]);
  });

  it('counts requests that arrive together exactly', async () => {
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, n) => subscribe(`e${n}@example.com`)),
    );
    expect(answers.filter((res) => res.status === 201)).toHaveLength(3);
    expect(answers.filter((res) => res.status === 429)).toHaveLength(3);
  });
});
