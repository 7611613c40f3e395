import {
  HOMEPAGE_SECTION_IDS,
  homepageSectionSchemas,
  sectionFields,
} from '../../src/contract/admin';
import { API } from '../../src/contract/endpoints';
import type { Homepage, StoredSection } from '../../src/contract/homepage';
import { splitList } from '../../src/contract/lists';
import { sectionVersionOf } from '../../src/contract/versions';
import { checkVersion, fieldError, notFound } from '../http-error';
import type { Store } from '../store';
import type { Route } from './route';

// The home page content: stored as the admin's sections, answered with both
// key sets (see src/contract/homepage.ts).

async function readHomepage(store: Store): Promise<Homepage> {
  const [sections, clients, services, testimonials] = await Promise.all([
    store.list('homepageSections'),
    store.list('clients', { orderBy: 'order' }),
    store.list('services', { orderBy: 'order' }),
    store.list('testimonials'),
  ]);
  const text = (id: StoredSection['id'], field: string) =>
    sections.find((section) => section.id === id)?.content[field] ?? '';

  const logoNames = splitList(text('client-logos', 'clientLogos'));
  const logos = logoNames.map((name) => {
    const client = clients.find((c) => c.name.toLowerCase() === name.toLowerCase());
    return client
      ? { name: client.name, logo: client.logo, description: client.description }
      : { name, logo: '', description: '' };
  });
  const serviceNames = splitList(text('services-section', 'serviceTypes')).map((n) =>
    n.toLowerCase(),
  );
  const shownServices =
    serviceNames.length === 0
      ? services
      : serviceNames.flatMap((name) => services.filter((s) => s.name.toLowerCase() === name));

  return {
    hero: {
      content: {
        headline: text('hero', 'headline'),
        subtext: text('hero', 'subtext'),
        ctaText: text('hero', 'ctaText'),
        backgroundImage: text('hero', 'backgroundImage'),
      },
    },
    'client-logos': {
      content: {
        title: text('client-logos', 'title'),
        subtitle: text('client-logos', 'subtitle'),
        clientLogos: text('client-logos', 'clientLogos'),
        logos,
      },
    },
    'services-section': {
      content: {
        title: text('services-section', 'title'),
        description: text('services-section', 'description'),
        serviceTypes: text('services-section', 'serviceTypes'),
      },
    },
    services: {
      content: {
        title: text('services-section', 'title'),
        subtitle: text('services-section', 'description'),
        services: shownServices,
      },
    },
    testimonials: {
      content: {
        title: text('testimonials', 'title'),
        subtitle: text('testimonials', 'subtitle'),
        testimonials,
      },
    },
    'lead-capture': {
      content: {
        title: text('lead-capture', 'title'),
        description: text('lead-capture', 'description'),
        ctaButtons: text('lead-capture', 'ctaButtons'),
      },
    },
    cta: {
      content: {
        title: text('cta', 'title'),
        subtitle: text('cta', 'subtitle'),
        primaryButton: text('cta', 'primaryButton'),
        secondaryButton: text('cta', 'secondaryButton'),
      },
    },
  };
}

/**
 * The home page shows the services named in Service Types: a name that is no
 * service's (a typing slip) would drop it without a word, and with none left
 * the section would go. Names match in any case, as the page matches them.
 */
async function checkServiceTypes(store: Store, serviceTypes: string) {
  const services = new Set(
    (await store.list('services')).map((service) => service.name.toLowerCase()),
  );
  const unknown = splitList(serviceTypes).filter((name) => !services.has(name.toLowerCase()));
  if (unknown.length === 0) return;
  const names = unknown.map((name) => `“${name}”`).join(', ');
  throw fieldError(
    'serviceTypes',
    unknown.length === 1
      ? `No service is named ${names}: use a name from the Services tab`
      : `No services are named ${names}: use names from the Services tab`,
  );
}

export const homepageHandlers = (route: Route) => [
  route('get', API.homepage, ({ store }) => readHomepage(store)),
  route(
    'put',
    '/api/admin/homepage-sections/:sectionId',
    async ({ store, params, body, now, request }) => {
      const id = HOMEPAGE_SECTION_IDS.find((sectionId) => sectionId === params.sectionId);
      if (!id) throw notFound('Homepage section');
      const content = (await body(homepageSectionSchemas[id])) as Record<string, string>;
      const section: StoredSection = { id, content, updatedAt: now().toISOString() };
      return store.transaction(async () => {
        // The version is of the texts the editor shows, as GET /api/homepage answers them.
        const fields = sectionFields(id);
        const stored = (await store.get('homepageSections', id, { forUpdate: true }))?.content;
        const current = Object.fromEntries(fields.map((field) => [field, stored?.[field] ?? '']));
        checkVersion(request, sectionVersionOf(current, fields), current, 'section');
        if (id === 'services-section') await checkServiceTypes(store, content.serviceTypes ?? '');
        await store.put('homepageSections', section);
        return section;
      });
    },
    {
      admin: true,
      audit: {
        action: 'update homepage section',
        item: (params) => `homepageSections/${params.sectionId}`,
      },
    },
  ),
];
