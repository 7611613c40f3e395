import {
  portfolioItemUpdateSchema,
  serviceUpdateSchema,
  teamMemberUpdateSchema,
} from '../../src/contract/admin';
import { API } from '../../src/contract/endpoints';
import type { BlogPost } from '../../src/contract/entities';
import { splitList } from '../../src/contract/lists';
import { isTechnologySlug, STAFF_AUGMENTATION_SLUG } from '../../src/contract/technology-slugs';
import { versionOf } from '../../src/contract/versions';
import { checkVersion, fieldError, notFound } from '../http-error';
import { isUniqueViolationOf, type Store } from '../store';
import type { Route } from './route';

// Public content (services, case studies, portfolio, team, blog) and the
// admin edits of services, team and portfolio.

const byNaturalId = (a: { id: string }, b: { id: string }) =>
  a.id.localeCompare(b.id, 'en', { numeric: true });
const byPublishedDesc = (a: BlogPost, b: BlogPost) => b.publishedAt.localeCompare(a.publishedAt);

async function bySlug<T>(find: Promise<T | undefined>, what: string): Promise<T> {
  const found = await find;
  if (!found) throw notFound(what);
  return found;
}

function sameId(pathId: string | undefined, bodyId: string) {
  if (pathId !== bodyId) throw fieldError('id', 'The id does not match the URL');
}

/**
 * A service's new name, in the home page's list of the services it shows
 * (matched by name, as GET /api/homepage does): renamed, it would drop out.
 */
async function renameInHomeServices(store: Store, from: string, to: string, at: Date) {
  const section = await store.get('homepageSections', 'services-section', { forUpdate: true });
  const names = splitList(section?.content.serviceTypes ?? '');
  const renamed = (name: string) => name.toLowerCase() === from.toLowerCase();
  if (!section || !names.some(renamed)) return;
  const serviceTypes = names.map((name) => (renamed(name) ? to : name)).join(', ');
  await store.put('homepageSections', {
    ...section,
    content: { ...section.content, serviceTypes },
    updatedAt: at.toISOString(),
  });
}

/** A service's new address, in the technology pages that link to it: the old one would be a dead link. */
async function reslugInTechnologies(store: Store, from: string, to: string) {
  for (const technology of await store.list('technologies')) {
    if (!technology.serviceSlugs.includes(from)) continue;
    const serviceSlugs = technology.serviceSlugs.map((slug) => (slug === from ? to : slug));
    await store.put('technologies', { ...technology, serviceSlugs });
  }
}

const adminEdit = (action: string, table: string) => ({
  admin: true,
  audit: { action, item: (params: Record<string, string>) => `${table}/${params.id}` },
});

export const contentHandlers = (route: Route) => [
  route('get', API.services, ({ store }) => store.list('services', { orderBy: 'order' })),
  route(
    'put',
    `${API.services}/:id`,
    async ({ store, params, body, request, now }) => {
      const update = await body(serviceUpdateSchema);
      sameId(params.id, update.id);
      const slugTaken = () => fieldError('slug', 'Another service already uses this slug');
      try {
        return await store.transaction(async () => {
          const current = await store.get('services', update.id, { forUpdate: true });
          if (!current) throw notFound('Service');
          checkVersion(request, versionOf(current), current, 'service');
          // The router sends these addresses to the technology pages, never to a service.
          if (isTechnologySlug(update.slug)) {
            throw fieldError('slug', 'This address belongs to a technology page');
          }
          // The route table sends this one to the Staff Augmentation page: the
          // service that opens it keeps it, and no other can take it.
          if (current.slug === STAFF_AUGMENTATION_SLUG && update.slug !== current.slug) {
            throw fieldError(
              'slug',
              'This service opens the Staff Augmentation page: its address stays',
            );
          }
          if (update.slug === STAFF_AUGMENTATION_SLUG && current.slug !== update.slug) {
            throw fieldError('slug', 'This address belongs to the Staff Augmentation page');
          }
          const clash = await store.find('services', 'slug', update.slug);
          if (clash && clash.id !== update.id) throw slugTaken();
          const next = { ...current, ...update };
          await store.put('services', next);
          // What names the service elsewhere follows it, in the same transaction.
          if (next.name !== current.name) {
            await renameInHomeServices(store, current.name, next.name, now());
          }
          if (next.slug !== current.slug)
            await reslugInTechnologies(store, current.slug, next.slug);
          return next;
        });
      } catch (error) {
        // Another edit took the slug between this one's check and its write.
        throw isUniqueViolationOf(error, 'services', 'slug') ? slugTaken() : error;
      }
    },
    adminEdit('update service', 'services'),
  ),

  route('get', API.caseStudies, async ({ store }) =>
    (await store.list('caseStudies')).sort(byNaturalId),
  ),
  route('get', `${API.caseStudies}/:slug`, ({ store, params }) =>
    bySlug(store.find('caseStudies', 'slug', params.slug ?? ''), 'Case study'),
  ),

  route('get', API.portfolio, ({ store }) =>
    store.list('portfolio', { orderBy: 'completedAt', desc: true }),
  ),
  route(
    'put',
    `${API.portfolio}/:id`,
    async ({ store, params, body, request }) => {
      const update = await body(portfolioItemUpdateSchema);
      sameId(params.id, update.id);
      return store.transaction(async () => {
        const current = await store.get('portfolio', update.id, { forUpdate: true });
        if (!current) throw notFound('Portfolio item');
        checkVersion(request, versionOf(current), current, 'portfolio item');
        await store.put('portfolio', update);
        return update;
      });
    },
    adminEdit('update portfolio item', 'portfolio'),
  ),

  route('get', API.team, ({ store }) => store.list('team', { orderBy: 'order' })),
  route(
    'put',
    `${API.team}/:id`,
    async ({ store, params, body, request }) => {
      const update = await body(teamMemberUpdateSchema);
      sameId(params.id, update.id);
      return store.transaction(async () => {
        const current = await store.get('team', update.id, { forUpdate: true });
        if (!current) throw notFound('Team member');
        checkVersion(request, versionOf(current), current, 'team member');
        const next = { ...update, order: current.order };
        await store.put('team', next);
        return next;
      });
    },
    adminEdit('update team member', 'team'),
  ),

  route('get', API.blog, async ({ store }) =>
    (await store.list('blogPosts')).sort(byPublishedDesc),
  ),
  route('get', `${API.blog}/:slug`, ({ store, params }) =>
    bySlug(store.find('blogPosts', 'slug', params.slug ?? ''), 'Article'),
  ),
];
