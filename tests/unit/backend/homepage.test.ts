import { beforeEach, describe, expect, it } from 'vitest';
import { seed } from '../../../seed';
import { homepageSchema } from '../../../src/contract/homepage';
import { get, put, resetToSeed } from './call';

beforeEach(() => resetToSeed());

describe('GET /api/homepage', () => {
  it('answers both key sets, valid against the contract', async () => {
    const { status, json } = await get('/api/homepage');
    expect(status).toBe(200);
    const homepage = homepageSchema.parse(json);
    expect(homepage['client-logos'].content.logos).toHaveLength(11);
    expect(homepage.services.content.services).toHaveLength(10);
    expect(homepage.testimonials.content.testimonials).toHaveLength(5);
    expect(homepage.hero.content.headline.length).toBeGreaterThan(0);
    expect(homepage.cta.content.title.length).toBeGreaterThan(0);
  });
});

describe('PUT /api/admin/homepage-sections/{sectionId}', () => {
  const hero = { headline: 'Ship it faster', subtext: 'Sub', ctaText: 'Go', backgroundImage: '' };

  it('requires the admin credentials', async () => {
    expect((await put('/api/admin/homepage-sections/hero', hero)).status).toBe(401);
  });

  it('stores the section and the public reading shows it', async () => {
    const res = await put('/api/admin/homepage-sections/hero', hero, { admin: true });
    expect(res.status).toBe(200);
    expect(res.json.content.headline).toBe('Ship it faster');
    const home = await get('/api/homepage');
    expect(home.json.hero.content.headline).toBe('Ship it faster');
  });

  it('drives the client logos and the services grid from the comma lists', async () => {
    const first = seed.clients[0]?.name ?? '';
    await put(
      '/api/admin/homepage-sections/client-logos',
      { title: 'Clients', subtitle: '', clientLogos: ` ${first} ,, Newco ` },
      { admin: true },
    );
    await put(
      '/api/admin/homepage-sections/services-section',
      {
        title: 'What we do',
        description: 'All of it',
        serviceTypes: 'UI/UX Design, Mobile App Development',
      },
      { admin: true },
    );
    const home = (await get('/api/homepage')).json;
    expect(home['client-logos'].content.logos.map((l: { name: string }) => l.name)).toEqual([
      first,
      'Newco',
    ]);
    expect(home['client-logos'].content.logos[1].logo).toBe('');
    expect(home.services.content.title).toBe('What we do');
    expect(home.services.content.subtitle).toBe('All of it');
    expect(home.services.content.services.map((s: { name: string }) => s.name)).toEqual([
      'UI/UX Design',
      'Mobile App Development',
    ]);
  });

  it('refuses Service Types naming no service, and the home page keeps its services', async () => {
    const section = (serviceTypes: string) =>
      put(
        '/api/admin/homepage-sections/services-section',
        { title: 'What we do', description: 'All of it', serviceTypes },
        { admin: true },
      );
    const before = (await get('/api/homepage')).json.services.content.services;
    const slip = await section('Custom Software Developmnt');
    expect(slip.status).toBe(400);
    expect(slip.json.fieldErrors).toEqual({
      serviceTypes: [
        'No service is named “Custom Software Developmnt”: use a name from the Services tab',
      ],
    });
    const two = await section('UI/UX Design, Mobil App Development, Cloud Stuff');
    expect(two.json.fieldErrors.serviceTypes).toEqual([
      'No services are named “Mobil App Development”, “Cloud Stuff”: use names from the Services tab',
    ]);
    const home = (await get('/api/homepage')).json;
    expect(home.services.content.services).toEqual(before);
    expect(home['services-section'].content.title).not.toBe('What we do');
    // In any case, as the page matches them; none at all shows every service.
    expect((await section('ui/ux design')).status).toBe(200);
    expect((await section('')).status).toBe(200);
  });

  it('refuses more CTA button labels than the lead capture has cards, and keeps the section', async () => {
    const section = (ctaButtons: string) =>
      put(
        '/api/admin/homepage-sections/lead-capture',
        { title: 'Get started', description: 'Pick one', ctaButtons },
        { admin: true },
      );
    const four = await section('One, Two, Three, Four');
    expect(four.status).toBe(400);
    expect(four.json.fieldErrors).toEqual({
      ctaButtons: ['List at most 3 labels: one for each card'],
    });
    expect((await get('/api/homepage')).json['lead-capture'].content).toMatchObject({
      title: 'Start with a quick win',
      ctaButtons: 'Calculate Cost, Subscribe Now, Get Free Audit',
    });
    // Empty items do not count; fewer labels leave the others' defaults.
    expect((await section('One, , Two, Three,')).status).toBe(200);
    expect((await section('Only one')).status).toBe(200);
  });

  it('answers 400 naming the field, 404 for an unknown section', async () => {
    const bad = await put(
      '/api/admin/homepage-sections/hero',
      { ...hero, headline: '' },
      { admin: true },
    );
    expect(bad.status).toBe(400);
    expect(bad.json.fieldErrors.headline).toEqual(['Headline is required']);
    const home = await get('/api/homepage');
    expect(home.json.hero.content.headline).toBe(
      seed.homepageSections.find((s) => s.id === 'hero')?.content.headline,
    );
    const unknown = await put(
      '/api/admin/homepage-sections/footer',
      { title: 'x' },
      { admin: true },
    );
    expect(unknown.status).toBe(404);
  });
});
