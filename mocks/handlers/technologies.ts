import { API } from '../../src/contract/endpoints';
import { technologyUpdateSchema } from '../../src/contract/technologies';
import { db } from '../db';
import { fieldError, notFound } from '../http-error';
import { route } from './route';

// The technology pages (/services/{slug}): read by slug, edited by id from the CMS.

export const technologyHandlers = [
  route('get', API.technologies, () => db.technologies.orderBy('order').toArray()),
  route('get', `${API.technologies}/:slug`, async ({ params }) => {
    const found = await db.technologies
      .where('slug')
      .equals(params.slug ?? '')
      .first();
    if (!found) throw notFound('Technology page');
    return found;
  }),
  route(
    'put',
    `${API.technologies}/:id`,
    async ({ params, body }) => {
      const update = await body(technologyUpdateSchema);
      if (params.id !== update.id) throw fieldError('id', 'The id does not match the URL');
      return db.transaction('rw', db.technologies, db.services, async () => {
        const current = await db.technologies.get(update.id);
        if (!current) throw notFound('Technology page');
        // The page links to each of these: a slug no service has would be a dead link.
        const known = new Set((await db.services.toArray()).map((service) => service.slug));
        const unknown = update.serviceSlugs.filter((slug) => !known.has(slug));
        if (unknown.length > 0) {
          throw fieldError('serviceSlugs', `No service has the slug ${unknown.join(', ')}`);
        }
        const next = { ...current, ...update };
        await db.technologies.put(next);
        return next;
      });
    },
    { admin: true },
  ),
];
