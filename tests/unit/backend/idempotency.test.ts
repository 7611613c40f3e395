import { beforeEach, describe, expect, it } from 'vitest';
import { createApi } from '../../../backend/create-api';
import { REPLAYED_HEADER } from '../../../backend/idempotency';
import { CLIENT_ADDRESS_HEADER } from '../../../backend/rate-limit';
import { pgIdempotency } from '../../../server/pg/idempotency';
import type { PgStore } from '../../../server/pg/pg-store';
import { IDEMPOTENCY_KEY_HEADER } from '../../../src/contract/endpoints';
import { HONEYPOT_FIELD } from '../../../src/contract/honeypot';
import { get, resetToSeed, store } from './call';
import { CONSULTATION, CONTACT_INQUIRY } from './examples';

// The live server honours a public form's Idempotency-Key: the same send
// again (a retry after a lost answer, the offline outbox's replay) gets the
// first answer and writes nothing. Only the PostgreSQL stores keep keys; the
// standalone backend ignores the header.

const isPg = 'query' in store;

let now = new Date('2026-11-24T10:00:00.000Z');
const api = isPg
  ? createApi({
      store,
      clock: () => now,
      logRequests: false,
      rateLimit: { perMinute: 3, perDay: 50 },
      idempotency: pgIdempotency(store as PgStore, () => now),
    })
  : undefined;

function send(path: string, body: unknown, key?: string, address = '203.0.113.9') {
  const headers: Record<string, string> = {
    'Content-Type': 'application/json',
    [CLIENT_ADDRESS_HEADER]: address,
  };
  if (key !== undefined) headers[IDEMPOTENCY_KEY_HEADER] = key;
  return api?.(
    new Request(`http://localhost${path}`, {
      method: 'POST',
      headers,
      body: JSON.stringify(body),
    }),
  ) as Promise<Response>;
}

const contact = (key?: string, body: object = CONTACT_INQUIRY) => send('/api/contact', body, key);

async function contacts(): Promise<{ id: string; message: string }[]> {
  return (await get('/api/admin/contact-submissions', { admin: true })).json;
}

beforeEach(async () => {
  await resetToSeed();
  now = new Date('2026-11-24T10:00:00.000Z');
});

describe.runIf(isPg)('a public form send with an Idempotency-Key', () => {
  it('sent twice, makes one lead and gets the first answer again', async () => {
    const first = await contact('key-1');
    expect(first.status).toBe(201);
    expect(first.headers.get(REPLAYED_HEADER)).toBeNull();
    const created = await first.json();

    const again = await contact('key-1');
    expect(again.status).toBe(201);
    expect(again.headers.get(REPLAYED_HEADER)).toBe('true');
    expect(await again.json()).toEqual(created);
    expect((await contacts()).map((row) => row.id)).toEqual([created.id]);
  });

  it('sent twice at once, still makes one lead, and both answers name it', async () => {
    const answers = await Promise.all([contact('key-2'), contact('key-2'), contact('key-2')]);
    const bodies = await Promise.all(answers.map((answer) => answer.json()));
    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201]);
    expect(new Set(bodies.map((body) => body.id)).size).toBe(1);
    expect(await contacts()).toHaveLength(1);
  });

  it('with another body under the same key, is refused with 422 and writes nothing', async () => {
    const first = await contact('key-6');
    expect(first.status).toBe(201);
    const other = await contact('key-6', { ...CONTACT_INQUIRY, message: 'A different enquiry.' });
    expect(other.status).toBe(422);
    expect(other.headers.get(REPLAYED_HEADER)).toBeNull();
    expect((await other.json()).error).toMatch(/Idempotency-Key was used for a different send/);
    const stored = await contacts();
    expect(stored.map((row) => row.message)).toEqual([CONTACT_INQUIRY.message]);
    // The first send, again, still gets its answer.
    const again = await contact('key-6');
    expect(again.status).toBe(201);
    expect(again.headers.get(REPLAYED_HEADER)).toBe('true');
  });

  it('with another body under the same key at once, writes the first and refuses the other', async () => {
    const answers = await Promise.all([
      contact('key-7'),
      contact('key-7', { ...CONTACT_INQUIRY, message: 'A different enquiry.' }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 422]);
    expect(await contacts()).toHaveLength(1);
  });

  it('with another key, or without one, is a new lead', async () => {
    await contact('key-3');
    await contact('key-4');
    await contact();
    expect(await contacts()).toHaveLength(3);
  });

  it('keeps a key per form: the same key on another form is another send', async () => {
    expect((await contact('shared-key')).status).toBe(201);
    const booking = await send(
      '/api/consultations',
      { ...CONSULTATION, selectedDate: '2026-11-25' },
      'shared-key',
    );
    expect(booking.status).toBe(201);
    expect(booking.headers.get(REPLAYED_HEADER)).toBeNull();
    expect((await booking.json()).selectedTime).toBe(CONSULTATION.selectedTime);
  });

  it('keeps nothing for a refused send: the corrected send with the same key is written', async () => {
    const refused = await contact('key-5', { ...CONTACT_INQUIRY, email: 'not-an-email' });
    expect(refused.status).toBe(400);
    expect(await contacts()).toHaveLength(0);
    const corrected = await contact('key-5');
    expect(corrected.status).toBe(201);
    expect(corrected.headers.get(REPLAYED_HEADER)).toBeNull();
    expect(await contacts()).toHaveLength(1);
  });

  it('caught by the honeypot and sent again, gets its first answer again, as a person does, and keeps no lead', async () => {
    const trapped = { ...CONTACT_INQUIRY, [HONEYPOT_FIELD]: 'https://spam.example' };
    const first = await contact('bot-key', trapped);
    expect(first.status).toBe(201);
    const answer = await first.json();
    const again = await contact('bot-key', trapped);
    expect(again.status).toBe(201);
    expect(again.headers.get(REPLAYED_HEADER)).toBe('true');
    expect(await again.json()).toEqual(answer);
    expect(await contacts()).toHaveLength(0);
  });

  it('keeps a key per route, however long the path that reached it', async () => {
    // Extra leading slashes reach the route too (a route matches from the path's start).
    const long = `${'/'.repeat(3000)}api/contact/`;
    const first = await send(long, CONTACT_INQUIRY, 'key-long');
    expect(first.status).toBe(201);
    const again = await send('/API/Contact/', CONTACT_INQUIRY, 'key-long');
    expect(again.status).toBe(201);
    expect(again.headers.get(REPLAYED_HEADER)).toBe('true');
    expect(await contacts()).toHaveLength(1);
  });

  it('refuses a body nested too deeply to fingerprint with 400, and writes nothing', async () => {
    const deep = `{"email":${'['.repeat(20_000)}${']'.repeat(20_000)}}`;
    const answer = (await api?.(
      new Request('http://localhost/api/newsletter', {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          [CLIENT_ADDRESS_HEADER]: '203.0.113.9',
          [IDEMPOTENCY_KEY_HEADER]: 'key-deep',
        },
        body: deep,
      }),
    )) as Response;
    expect(answer.status).toBe(400);
    expect((await answer.json()).error).toBe('The request body is nested too deeply');
    const subscribers = await get('/api/admin/newsletter-subscribers', { admin: true });
    expect(subscribers.json).toHaveLength(0);
  });

  it('refuses a malformed key with 400 and writes nothing', async () => {
    for (const key of ['', 'a key with spaces', 'x'.repeat(201), 'a\tb']) {
      const answer = await send('/api/contact', CONTACT_INQUIRY, key);
      expect(answer.status, JSON.stringify(key)).toBe(400);
      expect((await answer.json()).error).toMatch(/Idempotency-Key/);
    }
    expect(await contacts()).toHaveLength(0);
  });

  it('answers a repeated send even past the rate limit, which it does not count', async () => {
    for (const n of [1, 2, 3]) expect((await contact(`rate-${n}`)).status).toBe(201);
    expect((await contact('rate-4')).status).toBe(429);
    const again = await contact('rate-1');
    expect(again.status).toBe(201);
    expect(again.headers.get(REPLAYED_HEADER)).toBe('true');
    expect(await contacts()).toHaveLength(3);
  });

  it('forgets a key after 7 days', async () => {
    await contact('old-key');
    now = new Date('2026-12-01T10:00:01.000Z');
    const later = await contact('old-key');
    expect(later.status).toBe(201);
    expect(later.headers.get(REPLAYED_HEADER)).toBeNull();
    expect(await contacts()).toHaveLength(2);
  });

  it('answers a newsletter address already subscribed, under a new key, as before', async () => {
    const email = 'reader@example.com';
    const first = await send('/api/newsletter', { email }, 'news-1');
    expect(first.status).toBe(201);
    const second = await send('/api/newsletter', { email }, 'news-2');
    expect(second.status).toBe(201);
    expect((await second.json()).id).toBe((await first.json()).id);
  });
});
