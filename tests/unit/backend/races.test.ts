import { beforeEach, describe, expect, it } from 'vitest';
import { seed } from '../../../seed';
import { get, post, put, resetToSeed, store } from './call';

// Requests that arrive together. IndexedDB runs one transaction after the
// other; PostgreSQL runs them at once, where two requests can both check a
// unique key, both find it free, and both write it. Every store must answer as
// if the requests had come one after the other: never a 500, never two rows.

beforeEach(() => resetToSeed());

const admin = { admin: true };

const serviceEdit = (index: number, slug: string) => {
  const s = seed.services[index];
  if (!s) throw new Error(`seed has no service ${index}`);
  const { id, name, description, longDescription, technologies, benefits } = s;
  const { startingPrice, deliveryTime } = s;
  return {
    id,
    name,
    slug,
    description,
    longDescription,
    technologies,
    benefits,
    startingPrice,
    deliveryTime,
  };
};

describe('requests at the same moment', () => {
  it('subscribes an address once when three signups send it together, in any case', async () => {
    const results = await Promise.all(
      ['Twin@Example.com', 'twin@example.com', 'TWIN@EXAMPLE.COM'].map((email) =>
        post('/api/newsletter', { email }),
      ),
    );
    expect(results.map((r) => r.status)).toEqual([201, 201, 201]);
    for (const r of results) expect(r.json).toEqual({ email: 'twin@example.com', isActive: true });
    const subscribers = (await get('/api/admin/newsletter-subscribers', admin)).json;
    expect(subscribers).toHaveLength(1);
    expect(subscribers[0]).toMatchObject({ email: 'twin@example.com', isActive: true });
    expect((await get('/api/admin/lead-captures', admin)).json).toHaveLength(1);
  });

  it('gives a slug to one service when two edits claim it together', async () => {
    const results = await Promise.all([
      put(`/api/services/${seed.services[0]?.id}`, serviceEdit(0, 'one-slug-for-two'), admin),
      put(`/api/services/${seed.services[1]?.id}`, serviceEdit(1, 'one-slug-for-two'), admin),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 400]);
    const refused = results.find((r) => r.status === 400);
    expect(refused?.json.fieldErrors).toEqual({ slug: ['Another service already uses this slug'] });
    const services = (await get('/api/services')).json as { slug: string }[];
    expect(services.filter((s) => s.slug === 'one-slug-for-two')).toHaveLength(1);
    expect(services).toHaveLength(seed.services.length);
  });

  it('refuses a taken unique key with UniqueViolation, and writes nothing', async () => {
    const [first, second] = seed.services;
    if (!first || !second) throw new Error('seed has too few services');
    // The store refuses a second row with a slug taken, whoever wrote the first.
    await expect(store.put('services', { ...second, slug: first.slug })).rejects.toMatchObject({
      name: 'UniqueViolation',
      table: 'services',
    });
    expect((await store.get('services', second.id))?.slug).toBe(second.slug);
  });

  it('numbers sequential ids once each when five requests come together', async () => {
    await put('/api/__mock/config', { ids: 'sequential' });
    const results = await Promise.all(
      [1, 2, 3, 4, 5].map((n) =>
        post('/api/contact', {
          firstName: `Person${n}`,
          lastName: 'Together',
          email: `person${n}@example.com`,
          message: 'Five of us sent this at once.',
        }),
      ),
    );
    expect(results.map((r) => r.status)).toEqual([201, 201, 201, 201, 201]);
    expect(results.map((r) => r.json.id).sort()).toEqual([
      'contact-1',
      'contact-2',
      'contact-3',
      'contact-4',
      'contact-5',
    ]);
  });

  it('runs two resets and a scenario sent together one after the other', async () => {
    await post('/api/newsletter', { email: 'before@example.com' });
    const results = await Promise.all([
      post('/api/__mock/reset', {}),
      post('/api/__mock/scenario/seed', {}),
      post('/api/__mock/reset', {}),
    ]);
    expect(results.map((r) => r.status)).toEqual([200, 200, 200]);
    expect((await get('/api/services')).json).toHaveLength(seed.services.length);
    expect((await get('/api/team')).json).toHaveLength(seed.team.length);
    expect((await get('/api/admin/newsletter-subscribers', admin)).json).toEqual([]);
  });
});
