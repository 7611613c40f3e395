import { beforeEach, describe, expect, it } from 'vitest';
import { db, resetToSeed } from '../../mocks/db';
import { get, post } from './backend/call';

// Paging, sorting and search of the admin lists, as the dashboard asks for them.

beforeEach(() => resetToSeed());
const admin = { admin: true };

async function fillLeads(count: number) {
  await db.leadCaptures.bulkAdd(
    Array.from({ length: count }, (_, i) => ({
      id: `l-${i}`,
      name: `Name ${String(i).padStart(3, '0')}`,
      email: `lead${i}@example.com`,
      company: i % 10 === 0 ? 'Acme Corp' : `Company ${i}`,
      role: i % 2 ? 'CTO' : '',
      interest: 'Audit',
      source: i % 3 ? 'free-audit' : 'newsletter',
      createdAt: new Date(Date.UTC(2025, 0, 1, 0, i)).toISOString(),
    })),
  );
}

describe('admin list paging', () => {
  it('pages newest first and reports the total', async () => {
    await fillLeads(95);
    const first = await get('/api/admin/lead-captures?page=1&pageSize=10', admin);
    expect(first.json).toMatchObject({ total: 95, page: 1, pageSize: 10 });
    expect(first.json.items[0].id).toBe('l-94');
    const last = await get('/api/admin/lead-captures?page=10&pageSize=10', admin);
    expect(last.json.items.map((r: { id: string }) => r.id)).toEqual([
      'l-4',
      'l-3',
      'l-2',
      'l-1',
      'l-0',
    ]);
    const beyond = await get('/api/admin/lead-captures?page=11&pageSize=10', admin);
    expect(beyond.json.items).toEqual([]);
    expect(beyond.json.total).toBe(95);
  });

  it('searches case-insensitively across the columns and pages the matches', async () => {
    await fillLeads(95);
    const acme = await get('/api/admin/lead-captures?q=ACME&pageSize=3&page=2', admin);
    expect(acme.json.total).toBe(10);
    expect(acme.json.items.map((r: { id: string }) => r.id)).toEqual(['l-60', 'l-50', 'l-40']);
    const none = await get('/api/admin/lead-captures?q=zzz', admin);
    expect(none.json).toMatchObject({ total: 0, items: [] });
  });

  it('sorts by a column in both directions, combined with search', async () => {
    await fillLeads(30);
    const asc = await get('/api/admin/lead-captures?sort=name&order=asc&pageSize=2', admin);
    expect(asc.json.items.map((r: { name: string }) => r.name)).toEqual(['Name 000', 'Name 001']);
    const desc = await get(
      '/api/admin/lead-captures?sort=name&order=desc&pageSize=2&q=newsletter',
      admin,
    );
    expect(desc.json.total).toBe(10);
    expect(desc.json.items.map((r: { name: string }) => r.name)).toEqual(['Name 027', 'Name 024']);
  });

  it('searches subscribers by status words and sorts by email', async () => {
    await db.newsletterSubscribers.bulkAdd([
      {
        id: 's1',
        email: 'b@example.com',
        isActive: true,
        subscribedAt: '2025-01-01T00:00:00.000Z',
      },
      {
        id: 's2',
        email: 'a@example.com',
        isActive: false,
        subscribedAt: '2025-01-02T00:00:00.000Z',
      },
    ]);
    const inactive = await get('/api/admin/newsletter-subscribers?q=inactive', admin);
    expect(inactive.json.items.map((r: { id: string }) => r.id)).toEqual(['s2']);
    const byEmail = await get('/api/admin/newsletter-subscribers?sort=email&order=asc', admin);
    expect(byEmail.json.items.map((r: { id: string }) => r.id)).toEqual(['s2', 's1']);
  });

  it('refuses a page size above the limit and unknown sort keys', async () => {
    expect((await get('/api/admin/lead-captures?pageSize=5000', admin)).status).toBe(400);
    expect((await get('/api/admin/lead-captures?sort=interest', admin)).status).toBe(200);
    expect((await get('/api/admin/newsletter-subscribers?sort=isActive', admin)).status).toBe(400);
  });
});

describe('searches and counts never see stale rows', () => {
  it('finds rows written after an earlier search, through a handler or straight to the store', async () => {
    await fillLeads(30);
    const search = () => get('/api/admin/lead-captures?q=zyskowski', admin);
    expect((await search()).json.total).toBe(0);

    const posted = await post('/api/free-audit', {
      name: 'Ada Zyskowski',
      email: 'ada@zyskowski.example',
      company: 'Zyskowski Freight',
      website: 'https://zyskowski.example',
      phone: '',
      currentChallenges: 'Our nightly batch jobs take nine hours.',
    });
    expect(posted.status).toBe(201);
    expect((await search()).json.items.map((r: { name: string }) => r.name)).toEqual([
      'Ada Zyskowski',
    ]);

    await db.leadCaptures.update('l-3', { name: 'Bo Zyskowski' });
    expect((await search()).json.total).toBe(2);
    await db.leadCaptures.clear();
    expect((await search()).json.total).toBe(0);
  });

  it('counts active subscribers after each change', async () => {
    const active = async () =>
      (await get('/api/admin/summary', admin)).json.activeSubscribers as number;
    const before = await active();
    await post('/api/newsletter', { email: 'new.reader@example.com' });
    expect(await active()).toBe(before + 1);
    const row = await db.newsletterSubscribers
      .where('email')
      .equals('new.reader@example.com')
      .first();
    await db.newsletterSubscribers.update(row?.id ?? '', { isActive: false });
    expect(await active()).toBe(before);
  });
});
