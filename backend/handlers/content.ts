import {
  portfolioItemUpdateSchema,
  serviceUpdateSchema,
  teamMemberUpdateSchema,
} from '../../src/contract/admin';
import { API } from '../../src/contract/endpoints';
import type { BlogPost } from '../../src/contract/entities';
import { isTechnologySlug } from '../../src/contract/technology-slugs';
import { versionOf } from '../../src/contract/versions';
import { checkVersion, fieldError, notFound } from '../http-error';
import { isUniqueViolationOf } from '../store';
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

const adminEdit = (action: string, table: string) => ({
  admin: true,
  audit: { action, item: (params: Record<string, string>) => `${table}/${params.id}` },
});

export const contentHandlers = (route: Route) => [
  route('get', API.services, ({ store }) => store.list('services', { orderBy: 'order' })),
  route(
    'put',
    `${API.services}/:id`,
    async ({ store, params, body, request }) => {
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
          const clash = await store.find('services', 'slug', update.slug);
          if (clash && clash.id !== update.id) throw slugTaken();
          const next = { ...current, ...update };
          await store.put('services', next);
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
