import {
  portfolioItemUpdateSchema,
  serviceUpdateSchema,
  teamMemberUpdateSchema,
} from '../../src/contract/admin';
import { API } from '../../src/contract/endpoints';
import type { BlogPost, CaseStudy } from '../../src/contract/entities';
import { isTechnologySlug } from '../../src/contract/technology-slugs';
import { db } from '../db';
import { fieldError, notFound } from '../http-error';
import { route } from './route';

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

const admin = { admin: true };

export const contentHandlers = [
  route('get', API.services, () => db.services.orderBy('order').toArray()),
  route(
    'put',
    `${API.services}/:id`,
    async ({ params, body }) => {
      const update = await body(serviceUpdateSchema);
      sameId(params.id, update.id);
      return db.transaction('rw', db.services, async () => {
        const current = await db.services.get(update.id);
        if (!current) throw notFound('Service');
        // The router sends these addresses to the technology pages, never to a service.
        if (isTechnologySlug(update.slug)) {
          throw fieldError('slug', 'This address belongs to a technology page');
        }
        const clash = await db.services.where('slug').equals(update.slug).first();
        if (clash && clash.id !== update.id) {
          throw fieldError('slug', 'Another service already uses this slug');
        }
        const next = { ...current, ...update };
        await db.services.put(next);
        return next;
      });
    },
    admin,
  ),

  route('get', API.caseStudies, async () => (await db.caseStudies.toArray()).sort(byNaturalId)),
  route('get', `${API.caseStudies}/:slug`, ({ params }) =>
    bySlug<CaseStudy>(
      db.caseStudies
        .where('slug')
        .equals(params.slug ?? '')
        .first(),
      'Case study',
    ),
  ),

  route('get', API.portfolio, () => db.portfolio.orderBy('completedAt').reverse().toArray()),
  route(
    'put',
    `${API.portfolio}/:id`,
    async ({ params, body }) => {
      const update = await body(portfolioItemUpdateSchema);
      sameId(params.id, update.id);
      return db.transaction('rw', db.portfolio, async () => {
        if (!(await db.portfolio.get(update.id))) throw notFound('Portfolio item');
        await db.portfolio.put(update);
        return update;
      });
    },
    admin,
  ),

  route('get', API.team, () => db.team.orderBy('order').toArray()),
  route(
    'put',
    `${API.team}/:id`,
    async ({ params, body }) => {
      const update = await body(teamMemberUpdateSchema);
      sameId(params.id, update.id);
      return db.transaction('rw', db.team, async () => {
        const current = await db.team.get(update.id);
        if (!current) throw notFound('Team member');
        const next = { ...update, order: current.order };
        await db.team.put(next);
        return next;
      });
    },
    admin,
  ),

  route('get', API.blog, async () => (await db.blogPosts.toArray()).sort(byPublishedDesc)),
  route('get', `${API.blog}/:slug`, ({ params }) =>
    bySlug<BlogPost>(
      db.blogPosts
        .where('slug')
        .equals(params.slug ?? '')
        .first(),
      'Article',
    ),
  ),
];
