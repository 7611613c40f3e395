import { beforeEach, describe, expect, it } from 'vitest';
import type { ContactSubmission } from '../../../src/contract/entities';
import { addRows, call, get, post, put, resetToSeed } from './call';

// What stores tend to differ in: text that differs only in case, the order of
// mixed-case and accented text, and timestamps across time zones. Every store
// answers as IndexedDB does (the PostgreSQL stores run with a session time zone
// half an hour off UTC: ./store-under-test.ts).

beforeEach(() => resetToSeed());

const admin = { admin: true };

const contact = (id: string, firstName: string): ContactSubmission => ({
  id,
  createdAt: '2026-01-05T10:00:00.000Z',
  firstName,
  lastName: 'Sample',
  email: `${id}@example.com`,
  serviceInterest: '',
  budget: '',
  message: 'A message long enough.',
  phone: '',
  company: '',
  source: 'contact-page',
});

async function exported() {
  const res = await call('GET', '/api/__mock/snapshot', { admin: true });
  expect(res.status).toBe(200);
  return res.json;
}

describe('text', () => {
  it('keeps one subscriber per address whatever its case, imported or signed up', async () => {
    const snapshot = await exported();
    snapshot.tables.newsletterSubscribers = [
      { id: 's1', email: 'Ann.Lee@Example.COM', isActive: true, subscribedAt: snapshot.exportedAt },
    ];
    expect((await put('/api/__mock/snapshot', snapshot, admin)).status).toBe(200);
    const again = await post('/api/newsletter', { email: 'ANN.LEE@example.com' });
    expect(again.status).toBe(201);
    expect(again.json).toEqual({ email: 'ann.lee@example.com', isActive: true });
    const subscribers = (await get('/api/admin/newsletter-subscribers', admin)).json;
    expect(subscribers.map((row: { id: string; email: string }) => [row.id, row.email])).toEqual([
      ['s1', 'ann.lee@example.com'],
    ]);

    snapshot.tables.newsletterSubscribers.push({
      ...snapshot.tables.newsletterSubscribers[0],
      id: 's2',
      email: 'ann.lee@EXAMPLE.com',
    });
    const twice = await put('/api/__mock/snapshot', snapshot, admin);
    expect(twice.status).toBe(400);
    expect(Object.keys(twice.json.fieldErrors)).toEqual(['tables.newsletterSubscribers.1.email']);
  });

  it('sorts mixed case and accents by code point, ties by id, both ways', async () => {
    const names = ['zed', 'Zed', 'Émile', 'emile', 'Ådne', 'ada', 'Ada', 'Ada', 'Bob', 'éa', 'Zoë'];
    await addRows(
      'contactSubmissions',
      names.map((name, i) => contact(`c-${String.fromCharCode(107 - i)}`, name)),
    );
    const asc = await get(
      '/api/admin/contact-submissions?sort=firstName&order=asc&pageSize=20',
      admin,
    );
    const rows = asc.json.items.map((row: ContactSubmission) => `${row.firstName}/${row.id}`);
    expect(rows).toEqual([
      'Ada/c-d',
      'Ada/c-e',
      'Bob/c-c',
      'Zed/c-j',
      'Zoë/c-a',
      'ada/c-f',
      'emile/c-h',
      'zed/c-k',
      'Ådne/c-g',
      'Émile/c-i',
      'éa/c-b',
    ]);
    const desc = await get(
      '/api/admin/contact-submissions?sort=firstName&order=desc&pageSize=20',
      admin,
    );
    expect(desc.json.items.map((row: ContactSubmission) => `${row.firstName}/${row.id}`)).toEqual(
      [...rows].reverse(),
    );
  });
});

describe('time', () => {
  it('stores the instant of a clock given with an offset, answered in UTC', async () => {
    // 02:30 at +02:00 on the night Europe moves its clocks forward.
    await put('/api/__mock/config', { clock: '2026-03-29T02:30:00.123+02:00' });
    expect((await post('/api/newsletter', { email: 'tz@example.com' })).status).toBe(201);
    const [stored] = (await get('/api/admin/newsletter-subscribers', admin)).json;
    expect(stored.subscribedAt).toBe('2026-03-29T00:30:00.123Z');
  });

  it('answers imported timestamps as written, and orders them by instant', async () => {
    const snapshot = await exported();
    const times = [
      '2025-12-31T23:59:59.999Z',
      '2026-01-01T00:00:00.000Z',
      '2026-10-25T00:30:00.000Z',
      '2026-10-25T01:30:00.000Z',
      '2026-03-29T00:59:59.500Z',
      '1999-12-31T23:30:00.001Z',
    ];
    snapshot.tables.contactSubmissions = times.map((createdAt, i) => ({
      ...contact(`t${i}`, `Time${i}`),
      createdAt,
    }));
    snapshot.tables.blogPosts = snapshot.tables.blogPosts.map(
      (post: { publishedAt: string }, i: number) => ({ ...post, publishedAt: times[i % 6] }),
    );
    expect((await put('/api/__mock/snapshot', snapshot, admin)).status).toBe(200);
    const back = await exported();
    expect(back.tables.contactSubmissions.map((row: ContactSubmission) => row.createdAt)).toEqual(
      times,
    );
    expect(back.tables.blogPosts).toEqual(snapshot.tables.blogPosts);
    const newest = (await get('/api/admin/contact-submissions', admin)).json;
    expect(newest.map((row: ContactSubmission) => row.createdAt)).toEqual(
      [...times].sort().reverse(),
    );
  });
});
