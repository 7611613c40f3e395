import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LeadCapture } from '../../../src/contract/entities';
import { get, resetToSeed, store } from './call';

// An admin list at 10,000 rows: paging, sorting and search answer what the
// rows say, in IndexedDB's order (strings compared by code unit: upper case
// before lower case before accented letters, ties by id), and quickly enough
// on every store. The rows go in through the store's bulk replace.

const COUNT = 10_000;
const NAMES = ['Ada', 'ada', 'Émile', 'emile', 'Zoë', 'zed', 'Ørsted', 'Åsa', 'Ärla', 'Zoe'];
const admin = { admin: true };

const leads: LeadCapture[] = Array.from({ length: COUNT }, (_, i) => ({
  id: `lead-${String(i).padStart(5, '0')}`,
  // Two rows a minute: ties go by id.
  createdAt: new Date(Date.UTC(2025, 0, 1) + Math.floor(i / 2) * 60_000).toISOString(),
  name: `${NAMES[i % NAMES.length]} ${String((i * 7919) % COUNT).padStart(4, '0')}`,
  email: `lead${i}@example.com`,
  company: i % 1000 === 17 ? 'Needle Works' : `Company ${i % 97}`,
  role: i % 2 ? 'CTO' : '',
  interest: 'Weekly tech insights',
  source: 'Newsletter Signup',
}));

/** IndexedDB's order: by the field, ties by id, strings compared by code unit. */
function sorted(field: keyof LeadCapture, order: 'asc' | 'desc') {
  const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  const rows = [...leads].sort(
    (a, b) => compare(String(a[field]), String(b[field])) || compare(a.id, b.id),
  );
  return order === 'asc' ? rows : rows.reverse();
}

const ids = (rows: { id: string }[]) => rows.map((row) => row.id);
const timings: Record<string, number> = {};

// Generous bounds for a loaded 2-core machine: a page reads 25 to 100 rows by
// index; a search filters every row in memory. The figures are printed at the end.
const PAGE_MS = 2000;
const SEARCH_MS = 5000;

async function timed(label: string, path: string, bound: number) {
  const start = performance.now();
  const res = await get(path, admin);
  const ms = Math.round(performance.now() - start);
  timings[label] = ms;
  expect(res.status, path).toBe(200);
  expect(ms, `${path} took ${ms} ms`).toBeLessThan(bound);
  return res.json;
}

beforeAll(async () => {
  const start = performance.now();
  await store.replace({ leadCaptures: leads });
  timings['bulk replace'] = Math.round(performance.now() - start);
}, 60_000);
afterAll(async () => {
  console.info(
    `${process.env.TEST_STORE ?? 'dexie'} at 10,000 leads (ms): ${JSON.stringify(timings)}`,
  );
  await resetToSeed();
});

describe('an admin list at 10,000 rows', () => {
  it('pages newest first, ties by id, to the last page', async () => {
    const first = await timed('page', '/api/admin/lead-captures?page=1&pageSize=50', PAGE_MS);
    expect(first.total).toBe(COUNT);
    expect(ids(first.items)).toEqual(ids(sorted('createdAt', 'desc').slice(0, 50)));
    const middle = await timed(
      'middle page',
      '/api/admin/lead-captures?page=101&pageSize=50',
      PAGE_MS,
    );
    expect(ids(middle.items)).toEqual(ids(sorted('createdAt', 'desc').slice(5000, 5050)));
    const last = await get('/api/admin/lead-captures?page=334&pageSize=30', admin);
    expect(ids(last.json.items)).toEqual(ids(sorted('createdAt', 'desc').slice(9990)));
  });

  it('sorts mixed case and accented names by code point, both ways', async () => {
    const asc = await timed('sorted page', '/api/admin/lead-captures?sort=name&order=asc', PAGE_MS);
    expect(ids(asc.items)).toEqual(ids(sorted('name', 'asc').slice(0, 25)));
    expect(asc.items[0].name).toMatch(/^Ada /);
    const desc = await get('/api/admin/lead-captures?sort=name&order=desc&page=7', admin);
    expect(ids(desc.json.items)).toEqual(ids(sorted('name', 'desc').slice(150, 175)));
    expect(desc.json.items[0].name).toMatch(/^Ørsted /);
    const end = await get('/api/admin/lead-captures?sort=name&order=asc&page=400', admin);
    expect(end.json.items.map((row: LeadCapture) => row.name.split(' ')[0])).toEqual(
      Array(25).fill('Ørsted'),
    );
  });

  it('searches in any case, in the sort order, and counts every match', async () => {
    const found = await timed(
      'search',
      '/api/admin/lead-captures?q=nEEDLE&sort=name&order=asc',
      SEARCH_MS,
    );
    const needles = sorted('name', 'asc').filter((row) => row.company === 'Needle Works');
    expect(found.total).toBe(needles.length);
    expect(ids(found.items)).toEqual(ids(needles));
    const accented = await timed(
      'search, 1,000 matches, page 3',
      '/api/admin/lead-captures?q=%C3%A9MILE&page=3&pageSize=100',
      SEARCH_MS,
    );
    const emiles = sorted('createdAt', 'desc').filter((row) => row.name.startsWith('Émile'));
    expect(accented.total).toBe(emiles.length);
    expect(ids(accented.items)).toEqual(ids(emiles.slice(200, 300)));
    const summary = await get('/api/admin/summary', admin);
    expect(summary.json.leadCaptures).toBe(COUNT);
  });
});
