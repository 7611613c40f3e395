import { beforeEach, describe, expect, it } from 'vitest';
import { get, post, put, resetToSeed } from './call';
import { CONSULTATION } from './examples';

// A snapshot import is checked with the CMS's and the forms' own schemas, and
// refuses duplicate keys: 400 naming table, row and field, the store unchanged.

beforeEach(() => resetToSeed());

const admin = { admin: true };
// biome-ignore lint/suspicious/noExplicitAny: a snapshot is edited as plain JSON here
type Tables = any;

async function exported(): Promise<{ tables: Tables }> {
  return (await get('/api/__mock/snapshot', admin)).json;
}

/** Imports the exported store changed by `edit`; expects 400 naming `field`, nothing changed. */
async function refused(edit: (tables: Tables) => void, field: string, message?: string) {
  const snapshot = await exported();
  edit(snapshot.tables);
  const before = await exported();
  const res = await put('/api/__mock/snapshot', snapshot, admin);
  expect(res.status, field).toBe(400);
  expect(res.json.error).toBe('Validation failed');
  expect(Object.keys(res.json.fieldErrors), field).toContain(field);
  if (message) expect(res.json.fieldErrors[field]).toEqual([message]);
  const after = await exported();
  expect(after.tables, field).toEqual(before.tables);
}

const hostile = ['javascript:alert(1)', 'data:text/html,<script>alert(1)</script>'];

describe('PUT /api/__mock/snapshot checks every field as the CMS does', () => {
  it('refuses javascript: and data: links', async () => {
    for (const link of hostile) {
      for (const field of ['linkedinUrl', 'githubUrl', 'twitterUrl']) {
        await refused(
          (t) => {
            t.team[2][field] = link;
          },
          `tables.team.2.${field}`,
          'Please enter a valid URL',
        );
      }
      await refused(
        (t) => {
          t.portfolio[1].projectUrl = link;
        },
        'tables.portfolio.1.projectUrl',
        'Please enter a valid URL',
      );
    }
  });

  it('refuses javascript: and data: in every image address', async () => {
    const images: [string, number, string][] = [
      ['team', 0, 'imageUrl'],
      ['portfolio', 0, 'imageUrl'],
      ['caseStudies', 0, 'imageUrl'],
      ['blogPosts', 0, 'imageUrl'],
      ['blogPosts', 1, 'authorImage'],
      ['clients', 3, 'logo'],
      ['testimonials', 0, 'image'],
    ];
    for (const value of [...hostile, 'data:image/png;base64,AAAA']) {
      for (const [table, row, field] of images) {
        await refused(
          (t) => {
            t[table][row][field] = value;
          },
          `tables.${table}.${row}.${field}`,
          'Enter an https URL or a path on this site that starts with /',
        );
      }
    }
    await refused(
      (t) => {
        const hero = t.homepageSections.find((s: { id: string }) => s.id === 'hero');
        hero.content.backgroundImage = '/x.png"); position: fixed; inset: 0; x: url("';
      },
      `tables.homepageSections.${(await exported()).tables.homepageSections.findIndex((s: { id: string }) => s.id === 'hero')}.content.backgroundImage`,
    );
  });

  it('refuses a 1 MB name and a section without its required text', async () => {
    await refused(
      (t) => {
        t.team[0].name = 'x'.repeat(1024 * 1024);
      },
      'tables.team.0.name',
      'Full name must be 120 characters or fewer',
    );
    await refused((t) => {
      t.services[4].name = 'x'.repeat(1024 * 1024);
    }, 'tables.services.4.name');
    const index = (await exported()).tables.homepageSections.findIndex(
      (s: { id: string }) => s.id === 'hero',
    );
    await refused(
      (t) => {
        t.homepageSections[index].content.headline = '';
      },
      `tables.homepageSections.${index}.content.headline`,
      'Headline is required',
    );
  });
});

describe('PUT /api/__mock/snapshot refuses duplicate keys', () => {
  it('names a duplicate id, slug, subscriber email or booked slot', async () => {
    await refused(
      (t) => {
        t.services[3].id = t.services[0].id;
      },
      'tables.services.3.id',
      `Duplicate id "${(await exported()).tables.services[0].id}" (also in row 0)`,
    );
    await refused((t) => {
      t.services[2].slug = t.services[1].slug;
    }, 'tables.services.2.slug');
    await refused((t) => {
      t.blogPosts[1].slug = t.blogPosts[0].slug;
    }, 'tables.blogPosts.1.slug');
    const subscriber = (id: string, email: string) => ({
      id,
      email,
      isActive: true,
      subscribedAt: '2026-01-01T00:00:00.000Z',
    });
    await refused(
      (t) => {
        t.newsletterSubscribers = [
          subscriber('s1', 'ada@example.com'),
          subscriber('s2', 'Ada@Example.COM'),
        ];
      },
      'tables.newsletterSubscribers.1.email',
      'Duplicate email "ada@example.com" (also in row 0)',
    );
    const booking = (id: string) => ({
      id,
      createdAt: '2026-01-01T00:00:00.000Z',
      ...CONSULTATION,
      selectedDate: '2026-03-09',
    });
    await refused((t) => {
      t.consultations = [booking('c1'), booking('c2')];
    }, 'tables.consultations.1.selectedTime');
  });

  it('stores subscriber emails lower-case, as the newsletter form does', async () => {
    const snapshot = await exported();
    snapshot.tables.newsletterSubscribers = [
      {
        id: 's1',
        email: 'Ada@Example.com',
        isActive: true,
        subscribedAt: '2026-01-01T00:00:00.000Z',
      },
    ];
    expect((await put('/api/__mock/snapshot', snapshot, admin)).status).toBe(200);
    await post('/api/newsletter', { email: 'ada@example.com' });
    expect((await get('/api/admin/newsletter-subscribers', admin)).json).toHaveLength(1);
  });

  it('still imports its own export', async () => {
    const snapshot = await exported();
    expect((await put('/api/__mock/snapshot', snapshot, admin)).status).toBe(200);
  });
});
