import { beforeEach, describe, expect, it } from 'vitest';
import { seed } from '../../../seed';
import { get, put, resetToSeed } from './call';

beforeEach(() => resetToSeed());

describe('public content', () => {
  it('lists the ten services in menu order', async () => {
    const { status, json } = await get('/api/services');
    expect(status).toBe(200);
    expect(json).toHaveLength(10);
    expect(json[0].slug).toBe('custom-software-development');
  });

  it('lists case studies and finds one by slug', async () => {
    const list = await get('/api/case-studies');
    expect(list.json.length).toBe(seed.caseStudies.length);
    const first = seed.caseStudies[0];
    const one = await get(`/api/case-studies/${first?.slug}`);
    expect(one.status).toBe(200);
    expect(one.json.title).toBe(first?.title);
  });

  it('answers 404 JSON for an unknown case study or article', async () => {
    const cs = await get('/api/case-studies/no-such-study');
    expect(cs.status).toBe(404);
    expect(cs.json.error).toMatch(/not found/i);
    const post = await get('/api/blog/no-such-post');
    expect(post.status).toBe(404);
  });

  it('lists blog posts newest first and finds one by slug', async () => {
    const { json } = await get('/api/blog');
    const dates = json.map((p: { publishedAt: string }) => p.publishedAt);
    expect(dates).toEqual([...dates].sort().reverse());
    const one = await get(`/api/blog/${json[0].slug}`);
    expect(one.json.content.length).toBeGreaterThan(200);
  });

  it('lists team and portfolio', async () => {
    expect((await get('/api/team')).json).toHaveLength(seed.team.length);
    expect((await get('/api/portfolio')).json).toHaveLength(seed.portfolio.length);
  });

  it('answers 404 JSON for an unknown /api path', async () => {
    const { status, json } = await get('/api/nothing-here');
    expect(status).toBe(404);
    expect(json).toEqual({ error: 'Not found' });
  });
});

describe('PUT /api/services/{id}', () => {
  const service = () => {
    const s = seed.services[0];
    if (!s) throw new Error('seed has no service');
    return {
      id: s.id,
      name: s.name,
      slug: s.slug,
      description: s.description,
      longDescription: s.longDescription,
      technologies: s.technologies,
      benefits: s.benefits,
      startingPrice: s.startingPrice,
      deliveryTime: s.deliveryTime,
    };
  };

  it('requires the admin credentials', async () => {
    const res = await put(`/api/services/${service().id}`, service());
    expect(res.status).toBe(401);
    const wrong = await put(`/api/services/${service().id}`, service(), {
      headers: { username: 'admin', password: 'wrong' },
    });
    expect(wrong.status).toBe(401);
  });

  it('stores the edit and keeps colour and features', async () => {
    const edit = { ...service(), name: 'Bespoke Software', technologies: ['Rust', 'Go'] };
    const res = await put(`/api/services/${edit.id}`, edit, { admin: true });
    expect(res.status).toBe(200);
    expect(res.json.name).toBe('Bespoke Software');
    expect(res.json.color).toBe(seed.services[0]?.color);
    const list = await get('/api/services');
    expect(list.json[0].name).toBe('Bespoke Software');
    expect(list.json[0].technologies).toEqual(['Rust', 'Go']);
  });

  it('keeps a renamed service on the home page, whose list names the services it shows', async () => {
    const shown = async () =>
      (await get('/api/homepage')).json.services.content.services.map(
        (item: { id: string; name: string }) => [item.id, item.name],
      );
    const before = await shown();
    expect(before.map(([id]: [string]) => id)).toContain(service().id);
    const res = await put(
      `/api/services/${service().id}`,
      { ...service(), name: 'Bespoke Software' },
      { admin: true },
    );
    expect(res.status).toBe(200);
    expect(await shown()).toEqual(
      before.map(([id, name]: [string, string]) =>
        id === service().id ? [id, 'Bespoke Software'] : [id, name],
      ),
    );
  });

  it('moves the technology pages that link to a service to its new address', async () => {
    const linking = async (slug: string) =>
      (await get('/api/technologies')).json
        .filter((t: { serviceSlugs: string[] }) => t.serviceSlugs.includes(slug))
        .map((t: { id: string }) => t.id);
    const web = seed.services.find((s) => s.slug === 'web-application-development');
    if (!web) throw new Error('seed has no web application service');
    const before = await linking(web.slug);
    expect(before.length).toBeGreaterThan(0);
    const edit = { ...web, slug: 'web-apps' };
    const {
      color: _color,
      order: _order,
      ...body
    } = edit as typeof edit & {
      color?: string;
      order?: number;
    };
    const res = await put(`/api/services/${web.id}`, body, { admin: true });
    expect(res.status).toBe(200);
    expect(await linking('web-apps')).toEqual(before);
    expect(await linking(web.slug)).toEqual([]);
    // Each of those pages can still be edited as it is.
    const technology = (await get('/api/technologies')).json.find(
      (t: { id: string }) => t.id === before[0],
    );
    const { slug: _slug, order: _o, ...editable } = technology;
    const saved = await put(`/api/technologies/${technology.id}`, editable, { admin: true });
    expect(saved.status).toBe(200);
  });

  it('answers 400 naming the field and stores nothing', async () => {
    const res = await put(
      `/api/services/${service().id}`,
      { ...service(), name: '  ' },
      { admin: true },
    );
    expect(res.status).toBe(400);
    expect(res.json.fieldErrors.name).toEqual(['Service name is required']);
    expect((await get('/api/services')).json[0].name).toBe(seed.services[0]?.name);
  });

  it('refuses a name with a comma, which would come apart in the home page list of services', async () => {
    const home = (await get('/api/homepage')).json;
    const res = await put(
      `/api/services/${service().id}`,
      { ...service(), name: 'AI, Machine Learning & Data' },
      { admin: true },
    );
    expect(res.status).toBe(400);
    expect(res.json.fieldErrors.name).toEqual(['Service name must not contain a comma']);
    expect((await get('/api/services')).json[0].name).toBe(seed.services[0]?.name);
    expect((await get('/api/homepage')).json).toEqual(home);
  });

  it('rejects a slug another service uses', async () => {
    const other = seed.services[1]?.slug;
    const res = await put(
      `/api/services/${service().id}`,
      { ...service(), slug: other },
      { admin: true },
    );
    expect(res.status).toBe(400);
    expect(res.json.fieldErrors.slug).toEqual(['Another service already uses this slug']);
  });

  it('answers 404 for an unknown id and 400 for a mismatched one', async () => {
    const unknown = await put('/api/services/nope', { ...service(), id: 'nope' }, { admin: true });
    expect(unknown.status).toBe(404);
    const mismatch = await put('/api/services/nope', service(), { admin: true });
    expect(mismatch.status).toBe(400);
    expect(mismatch.json.fieldErrors.id).toBeDefined();
  });

  it('answers 400 for a body that is not JSON', async () => {
    const { call } = await import('./call');
    const res = await call('PUT', `/api/services/${service().id}`, {
      rawBody: '{oops',
      admin: true,
    });
    expect(res.status).toBe(400);
    expect(res.json.error).toMatch(/JSON/);
  });
});

describe('PUT /api/team/{id} and /api/portfolio/{id}', () => {
  it('updates a team member, dropping links left empty', async () => {
    const m = seed.team[0];
    if (!m) throw new Error('seed has no team');
    const edit = {
      id: m.id,
      name: m.name,
      role: 'Chief Technology Officer',
      description: m.description,
      imageUrl: m.imageUrl,
      email: '',
      linkedinUrl: '',
      twitterUrl: '',
      githubUrl: 'https://github.com/example',
    };
    const res = await put(`/api/team/${m.id}`, edit, { admin: true });
    expect(res.status).toBe(200);
    const stored = (await get('/api/team')).json.find((t: { id: string }) => t.id === m.id);
    expect(stored.role).toBe('Chief Technology Officer');
    expect(stored.linkedinUrl).toBeUndefined();
    expect(stored.githubUrl).toBe('https://github.com/example');
  });

  it('rejects a team member without required fields or with a bad email', async () => {
    const m = seed.team[0];
    const res = await put(
      `/api/team/${m?.id}`,
      { id: m?.id, name: '', role: '', description: '', imageUrl: '', email: 'nope' },
      { admin: true },
    );
    expect(res.status).toBe(400);
    expect(res.json.fieldErrors).toMatchObject({
      name: ['Full name is required'],
      role: ['Job title is required'],
      description: ['Bio is required'],
      email: ['Please enter a valid email address'],
    });
    expect(res.json.fieldErrors.imageUrl[0]).toBe('Profile photo URL is required');
  });

  it('updates a portfolio item and validates its date', async () => {
    const p = seed.portfolio[0];
    if (!p) throw new Error('seed has no portfolio');
    const edit = { ...p, title: 'Renamed project', completedAt: '2024-12-31' };
    const ok = await put(`/api/portfolio/${p.id}`, edit, { admin: true });
    expect(ok.status).toBe(200);
    const list = (await get('/api/portfolio')).json;
    expect(list.find((i: { id: string }) => i.id === p.id).title).toBe('Renamed project');
    const bad = await put(
      `/api/portfolio/${p.id}`,
      { ...edit, completedAt: '31/12/2024' },
      { admin: true },
    );
    expect(bad.status).toBe(400);
    expect(bad.json.fieldErrors.completedAt).toBeDefined();
    expect(
      (await put('/api/portfolio/none', { ...edit, id: 'none' }, { admin: true })).status,
    ).toBe(404);
  });
});
