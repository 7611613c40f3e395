import { beforeEach, describe, expect, it } from 'vitest';
import { seed } from '../../../seed';
import { TECHNOLOGY_SLUGS } from '../../../src/contract/technology-slugs';
import { get, post, put, resetToSeed } from './call';

beforeEach(() => resetToSeed());

const golang = () => {
  const t = seed.technologies.find((item) => item.slug === 'golang');
  if (!t) throw new Error('seed has no golang page');
  const { slug: _slug, order: _order, ...editable } = t;
  return editable;
};

describe('GET /api/technologies', () => {
  it('lists the six technology pages in footer order', async () => {
    const { status, json } = await get('/api/technologies');
    expect(status).toBe(200);
    expect(json.map((t: { slug: string }) => t.slug)).toEqual([...TECHNOLOGY_SLUGS]);
  });

  it('finds one by slug and answers 404 JSON for an unknown one', async () => {
    const one = await get('/api/technologies/golang');
    expect(one.status).toBe(200);
    expect(one.json.name).toBe('Golang Development');
    const none = await get('/api/technologies/cobol');
    expect(none.status).toBe(404);
    expect(none.json.error).toBe('Technology page not found');
  });
});

describe('PUT /api/technologies/{id}', () => {
  it('requires the admin credentials', async () => {
    expect((await put('/api/technologies/tech-golang', golang())).status).toBe(401);
    const wrong = await put('/api/technologies/tech-golang', golang(), {
      headers: { username: 'admin', password: 'wrong' },
    });
    expect(wrong.status).toBe(401);
  });

  it('stores the edit, keeping the address and the order', async () => {
    const edit = { ...golang(), name: 'Go Engineering', ecosystem: ['Go', 'Connect'] };
    const res = await put('/api/technologies/tech-golang', edit, { admin: true });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ slug: 'golang', order: 2, name: 'Go Engineering' });
    const stored = (await get('/api/technologies/golang')).json;
    expect(stored.name).toBe('Go Engineering');
    expect(stored.ecosystem).toEqual(['Go', 'Connect']);
  });

  it('ignores an attempt to move the page to another address', async () => {
    const res = await put(
      '/api/technologies/tech-golang',
      { ...golang(), slug: 'rust', order: 99 },
      { admin: true },
    );
    expect(res.status).toBe(200);
    expect((await get('/api/technologies/golang')).json.order).toBe(2);
    expect((await get('/api/technologies/rust')).status).toBe(404);
  });

  it('answers 400 naming each field and stores nothing', async () => {
    const res = await put(
      '/api/technologies/tech-golang',
      { ...golang(), name: ' ', description: 'x'.repeat(301), whatWeBuild: [] },
      { admin: true },
    );
    expect(res.status).toBe(400);
    expect(res.json.fieldErrors).toMatchObject({
      name: ['Name is required'],
      description: ['Short description must be 300 characters or fewer'],
      whatWeBuild: ['Add at least one thing we build'],
    });
    expect((await get('/api/technologies/golang')).json.name).toBe('Golang Development');
  });

  it('refuses control characters as every text field does, and keeps a lone surrogate as U+FFFD', async () => {
    const refused = await put(
      '/api/technologies/tech-golang',
      {
        ...golang(),
        name: 'Go\u0000lang',
        description: 'Fast \u001b[31m services',
        ecosystem: ['Gin\u0007'],
        matchTerms: ['Go\nlang'],
      },
      { admin: true },
    );
    expect(refused.status).toBe(400);
    expect(refused.json.fieldErrors).toMatchObject({
      name: ['Name must not contain control characters'],
      description: ['Short description must not contain control characters'],
      ecosystem: ['Ecosystem must not contain control characters'],
      matchTerms: ['Matching names must be on one line'],
    });
    expect((await get('/api/technologies/golang')).json.name).toBe('Golang Development');

    const kept = await put(
      '/api/technologies/tech-golang',
      { ...golang(), name: 'Golang \ud800', description: 'One line.\nAnother line.' },
      { admin: true },
    );
    expect(kept.status).toBe(200);
    expect(kept.json.name).toBe('Golang \uFFFD');
    expect((await get('/api/technologies/golang')).json).toMatchObject({
      name: 'Golang \uFFFD',
      description: 'One line.\nAnother line.',
    });
  });

  it('bounds every list', async () => {
    const many = Array.from({ length: 41 }, (_, index) => `Tool ${index}`);
    const res = await put(
      '/api/technologies/tech-golang',
      { ...golang(), ecosystem: many, matchTerms: ['x'.repeat(41)] },
      { admin: true },
    );
    expect(res.status).toBe(400);
    expect(res.json.fieldErrors.ecosystem).toEqual(['Ecosystem: at most 40 items']);
    expect(res.json.fieldErrors.matchTerms).toEqual([
      'Matching names must be 40 characters or fewer',
    ]);
  });

  it('rejects a related service that does not exist', async () => {
    const res = await put(
      '/api/technologies/tech-golang',
      { ...golang(), serviceSlugs: ['cloud-devops', 'no-such-service'] },
      { admin: true },
    );
    expect(res.status).toBe(400);
    expect(res.json.fieldErrors.serviceSlugs).toEqual(['No service has the slug no-such-service']);
  });

  it('answers 404 for an unknown id and 400 for a mismatched one', async () => {
    const unknown = await put(
      '/api/technologies/nope',
      { ...golang(), id: 'nope' },
      { admin: true },
    );
    expect(unknown.status).toBe(404);
    const mismatch = await put('/api/technologies/nope', golang(), { admin: true });
    expect(mismatch.status).toBe(400);
    expect(mismatch.json.fieldErrors.id).toBeDefined();
  });

  it('keeps services off the technology pages’ addresses', async () => {
    const service = seed.services[0];
    const res = await put(
      `/api/services/${service?.id}`,
      { ...service, slug: 'golang' },
      { admin: true },
    );
    expect(res.status).toBe(400);
    expect(res.json.fieldErrors.slug).toEqual(['This address belongs to a technology page']);
  });

  it('keeps the Staff Augmentation page’s address to the service that opens it', async () => {
    const staff = seed.services.find((service) => service.slug === 'staff-augmentation');
    const other = seed.services.find((service) => service.slug !== 'staff-augmentation');
    const moved = await put(
      `/api/services/${staff?.id}`,
      { ...staff, slug: 'staff-aug' },
      { admin: true },
    );
    expect(moved.status).toBe(400);
    expect(moved.json.fieldErrors.slug).toEqual([
      'This service opens the Staff Augmentation page: its address stays',
    ]);
    // Its other fields still save.
    const renamed = await put(
      `/api/services/${staff?.id}`,
      { ...staff, name: 'Team Extension' },
      { admin: true },
    );
    expect(renamed.status).toBe(200);

    // With no service holding it (a snapshot may have none), none can take it.
    const snapshot = (await get('/api/__mock/snapshot', { admin: true })).json;
    const services = snapshot.tables.services.map((service: { slug: string }) =>
      service.slug === 'staff-augmentation' ? { ...service, slug: 'staff-aug' } : service,
    );
    const imported = await put(
      '/api/__mock/snapshot',
      { ...snapshot, tables: { ...snapshot.tables, services } },
      { admin: true },
    );
    expect(imported.status).toBe(200);
    const taken = await put(
      `/api/services/${other?.id}`,
      { ...other, slug: 'staff-augmentation' },
      { admin: true },
    );
    expect(taken.status).toBe(400);
    expect(taken.json.fieldErrors.slug).toEqual([
      'This address belongs to the Staff Augmentation page',
    ]);
    expect(
      (await get('/api/services')).json.map((service: { slug: string }) => service.slug),
    ).not.toContain('staff-augmentation');
  });
});

describe('technology pages in the store', () => {
  it('are reset to the seed', async () => {
    await put('/api/technologies/tech-golang', { ...golang(), name: 'Changed' }, { admin: true });
    await post('/api/__mock/reset', {});
    expect((await get('/api/technologies/golang')).json.name).toBe('Golang Development');
  });

  it('travel in the snapshot, and an older snapshot without them gets the defaults', async () => {
    await put('/api/technologies/tech-golang', { ...golang(), name: 'Exported' }, { admin: true });
    const snapshot = (await get('/api/__mock/snapshot', { admin: true })).json;
    expect(snapshot.tables.technologies).toHaveLength(6);
    await post('/api/__mock/reset', {});
    expect((await put('/api/__mock/snapshot', snapshot, { admin: true })).status).toBe(200);
    expect((await get('/api/technologies/golang')).json.name).toBe('Exported');

    const { technologies: _technologies, ...older } = snapshot.tables;
    const res = await put('/api/__mock/snapshot', { ...snapshot, tables: older }, { admin: true });
    expect(res.status).toBe(200);
    expect(res.json.counts.technologies).toBe(6);
    expect((await get('/api/technologies/golang')).json.name).toBe('Golang Development');
  });
});
