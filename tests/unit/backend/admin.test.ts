import { beforeEach, describe, expect, it } from 'vitest';
import { addRows, get, post, put, resetToSeed, store } from './call';

beforeEach(() => resetToSeed());

const admin = { admin: true };
const LISTS = [
  '/api/admin/contact-submissions',
  '/api/admin/lead-captures',
  '/api/admin/newsletter-subscribers',
  '/api/admin/summary',
];

async function fillContacts(count: number) {
  await addRows(
    'contactSubmissions',
    Array.from({ length: count }, (_, i) => ({
      id: `c-${i}`,
      firstName: `First${String(i).padStart(3, '0')}`,
      lastName: i % 2 ? 'Odd' : 'Even',
      email: `person${i}@example.com`,
      serviceInterest: '',
      budget: i % 3 ? '' : '250k+',
      message: i === 7 ? 'Needle in the haystack' : 'Hello there, a message.',
      phone: '',
      company: '',
      source: 'contact-page' as const,
      createdAt: new Date(Date.UTC(2024, 0, 1, 0, i)).toISOString(),
    })),
  );
}

describe('admin lists', () => {
  it.each(LISTS)('%s answers 401 without the credentials', async (path) => {
    const res = await get(path);
    expect(res.status).toBe(401);
    expect(res.json.error).toBeTruthy();
  });

  it('answers arrays, newest first, when no paging is asked for', async () => {
    await fillContacts(5);
    const { json } = await get('/api/admin/contact-submissions', admin);
    expect(Array.isArray(json)).toBe(true);
    expect(json.map((r: { id: string }) => r.id)).toEqual(['c-4', 'c-3', 'c-2', 'c-1', 'c-0']);
  });

  it('pages, sorts and searches by index', async () => {
    await fillContacts(60);
    const page2 = await get('/api/admin/contact-submissions?page=2&pageSize=25', admin);
    expect(page2.json.total).toBe(60);
    expect(page2.json.items).toHaveLength(25);
    expect(page2.json.items[0].id).toBe('c-34');
    const last = await get('/api/admin/contact-submissions?page=3&pageSize=25', admin);
    expect(last.json.items).toHaveLength(10);
    const asc = await get(
      '/api/admin/contact-submissions?sort=firstName&order=asc&pageSize=2',
      admin,
    );
    expect(asc.json.items.map((r: { firstName: string }) => r.firstName)).toEqual([
      'First000',
      'First001',
    ]);
    const found = await get('/api/admin/contact-submissions?q=NEEDLE', admin);
    expect(found.json.total).toBe(1);
    expect(found.json.items[0].id).toBe('c-7');
    const bad = await get('/api/admin/contact-submissions?sort=password', admin);
    expect(bad.status).toBe(400);
    expect(bad.json.fieldErrors.sort).toBeDefined();
  });

  it('sorts budgets by amount, not by their codes as text, page by page and in a search', async () => {
    // Codes as text would be 100k-250k, 10k-50k, 250k+, 50k-100k.
    const budgets = ['250k+', '10k-50k', '', '100k-250k', '50k-100k', '10k-50k', '250k+', ''];
    await addRows(
      'contactSubmissions',
      budgets.map((budget, i) => ({
        id: `b-${i}`,
        firstName: 'Budget',
        lastName: `Row${i}`,
        email: `budget${i}@example.com`,
        serviceInterest: '',
        budget,
        message: 'A project of some size.',
        phone: '',
        company: '',
        source: 'contact-page' as const,
        createdAt: new Date(Date.UTC(2024, 0, 1, 0, i)).toISOString(),
      })),
    );
    const ascending = ['b-2', 'b-7', 'b-1', 'b-5', 'b-4', 'b-3', 'b-0', 'b-6'];
    const ids = async (query: string) =>
      (await get(`/api/admin/contact-submissions?${query}`, admin)).json.items.map(
        (row: { id: string }) => row.id,
      );
    expect(await ids('sort=budget&order=asc&pageSize=50')).toEqual(ascending);
    expect(await ids('sort=budget&order=desc&pageSize=50')).toEqual([...ascending].reverse());
    // Pages that start inside one budget's rows and end inside another's.
    expect(await ids('sort=budget&order=asc&page=2&pageSize=3')).toEqual(ascending.slice(3, 6));
    expect(await ids('sort=budget&order=desc&page=3&pageSize=3')).toEqual(
      [...ascending].reverse().slice(6),
    );
    expect(await ids('sort=budget&order=asc&q=budget&pageSize=50')).toEqual(ascending);
    expect(await ids('sort=budget&order=desc&q=budget&page=2&pageSize=3')).toEqual(
      [...ascending].reverse().slice(3, 6),
    );
  });

  it('sorts text as IndexedDB does, by UTF-16 code unit, in every store, paged or searched', async () => {
    // Above U+FFFF (surrogates in UTF-16) comes before U+E000 to U+FFFF there,
    // after it by code point.
    const names = ['ﾀﾅｶ', 'Ｚｅｄ', '😀 Grin', 'Ada', '𠮷田', '\ue000 Private', 'Émile'];
    await addRows(
      'contactSubmissions',
      names.map((firstName, i) => ({
        id: `u-${i}`,
        firstName,
        lastName: 'Order',
        email: `order${i}@example.com`,
        serviceInterest: '',
        budget: '',
        message: 'Ordering by name.',
        phone: '',
        company: '',
        source: 'contact-page' as const,
        createdAt: new Date(Date.UTC(2024, 0, 1, 0, i)).toISOString(),
      })),
    );
    const utf16 = [...names].sort();
    expect(utf16).toEqual(['Ada', 'Émile', '😀 Grin', '𠮷田', '\ue000 Private', 'Ｚｅｄ', 'ﾀﾅｶ']);
    const firstNames = async (query: string) =>
      (await get(`/api/admin/contact-submissions?${query}`, admin)).json.items.map(
        (row: { firstName: string }) => row.firstName,
      );
    expect(await firstNames('sort=firstName&order=asc&pageSize=50')).toEqual(utf16);
    expect(await firstNames('sort=firstName&order=desc&pageSize=50')).toEqual([...utf16].reverse());
    expect(await firstNames('sort=firstName&order=asc&page=2&pageSize=3')).toEqual(
      utf16.slice(3, 6),
    );
    expect(await firstNames('sort=firstName&order=asc&q=order&pageSize=50')).toEqual(utf16);
  });

  it('answers an empty page past the end, and 400 past the largest page', async () => {
    await fillContacts(30);
    for (const list of ['contact-submissions', 'lead-captures', 'newsletter-subscribers']) {
      const past = await get(`/api/admin/${list}?page=3&pageSize=25`, admin);
      expect(past.status, list).toBe(200);
      expect(past.json.items, list).toEqual([]);
      const far = await get(`/api/admin/${list}?page=1000000&pageSize=500`, admin);
      expect(far.status, list).toBe(200);
      expect(far.json.items, list).toEqual([]);
    }
    const far = await get('/api/admin/contact-submissions?page=1000000&pageSize=500', admin);
    expect(far.json).toMatchObject({ total: 30, page: 1_000_000, pageSize: 500 });
    const beyond = await get('/api/admin/contact-submissions?page=171798693&pageSize=25', admin);
    expect(beyond.status).toBe(400);
    expect(beyond.json.fieldErrors.page).toEqual(['Page must be 1,000,000 or less']);
    // One message each, in words.
    const odd = async (query: string) =>
      (await get(`/api/admin/contact-submissions?${query}`, admin)).json.fieldErrors;
    expect(await odd('page=1e308')).toEqual({ page: ['Page must be 1,000,000 or less'] });
    expect(await odd('page=0')).toEqual({ page: ['Page must be 1 or more'] });
    expect(await odd('page=1.5')).toEqual({ page: ['Page must be a whole number'] });
    expect(await odd('page=two')).toEqual({ page: ['This field must be a number'] });
    expect(await odd('page=1&pageSize=501')).toEqual({
      pageSize: ['Page size must be from 1 to 500'],
    });
    expect(await odd('page=1&pageSize=2.5')).toEqual({
      pageSize: ['Page size must be a whole number'],
    });
  });

  it('counts active subscribers only in the summary', async () => {
    await post('/api/newsletter', { email: 'a@example.com' });
    await post('/api/newsletter', { email: 'b@example.com' });
    const b = await store.find('newsletterSubscribers', 'email', 'b@example.com');
    if (b) await store.put('newsletterSubscribers', { ...b, isActive: false });
    await fillContacts(3);
    const { json } = await get('/api/admin/summary', admin);
    expect(json).toEqual({ contactSubmissions: 3, leadCaptures: 2, activeSubscribers: 1 });
  });

  it('finds subscribers by their status as the Status column names it: "active" is not "inactive"', async () => {
    await post('/api/newsletter', { email: 'a@example.com' });
    await post('/api/newsletter', { email: 'b@example.com' });
    const b = await store.find('newsletterSubscribers', 'email', 'b@example.com');
    if (b) await store.put('newsletterSubscribers', { ...b, isActive: false });
    const emails = async (q: string) =>
      (await get(`/api/admin/newsletter-subscribers?q=${q}`, admin)).json.items.map(
        (row: { email: string }) => row.email,
      );
    expect(await emails('active')).toEqual(['a@example.com']);
    expect(await emails('Inactive')).toEqual(['b@example.com']);
    expect(await emails('example')).toHaveLength(2);
  });
});

describe('PUT /api/admin/newsletter-subscribers/{id}', () => {
  it('sets a subscriber Inactive and Active again, which the list, the summary and a new signup follow', async () => {
    await post('/api/newsletter', { email: 'Ada@Example.com' });
    const [row] = (await get('/api/admin/newsletter-subscribers', admin)).json;
    const path = `/api/admin/newsletter-subscribers/${row.id}`;
    const off = await put(path, { isActive: false }, admin);
    expect(off.status).toBe(200);
    expect(off.json).toEqual({ ...row, isActive: false });
    expect((await get('/api/admin/summary', admin)).json.activeSubscribers).toBe(0);
    // The same again changes nothing.
    expect((await put(path, { isActive: false }, admin)).json).toEqual(off.json);
    // The person signing up again is subscribed again, as before.
    expect((await post('/api/newsletter', { email: 'ada@example.com' })).status).toBe(201);
    expect((await get('/api/admin/newsletter-subscribers', admin)).json).toEqual([
      { ...row, isActive: true },
    ]);
    expect((await put(path, { isActive: false }, admin)).status).toBe(200);
    expect((await put(path, { isActive: true }, admin)).json.isActive).toBe(true);
  });

  it('needs the admin, a status and a subscriber that exists; a refused call changes nothing', async () => {
    await post('/api/newsletter', { email: 'a@example.com' });
    const [row] = (await get('/api/admin/newsletter-subscribers', admin)).json;
    const path = `/api/admin/newsletter-subscribers/${row.id}`;
    expect((await put(path, { isActive: false })).status).toBe(401);
    const bad = await put(path, { isActive: 'no' }, admin);
    expect(bad.status).toBe(400);
    expect(bad.json.fieldErrors.isActive).toEqual(['This field must be true or false']);
    expect((await put(path, {}, admin)).json.fieldErrors.isActive).toBeDefined();
    const missing = await put('/api/admin/newsletter-subscribers/nope', { isActive: false }, admin);
    expect(missing.status).toBe(404);
    expect(missing.json.error).toBe('Subscriber not found');
    expect((await get('/api/admin/newsletter-subscribers', admin)).json).toEqual([row]);
  });
});
