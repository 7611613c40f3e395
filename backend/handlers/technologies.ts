import { API } from '../../src/contract/endpoints';
import { technologyUpdateSchema } from '../../src/contract/technologies';
import { versionOf } from '../../src/contract/versions';
import { checkVersion, fieldError, notFound } from '../http-error';
import type { Route } from './route';

// The technology pages (/services/{slug}): read by slug, edited by id from the CMS.

export const technologyHandlers = (route: Route) => [
  route('get', API.technologies, ({ store }) => store.list('technologies', { orderBy: 'order' })),
  route('get', `${API.technologies}/:slug`, async ({ store, params }) => {
    const found = await store.find('technologies', 'slug', params.slug ?? '');
    if (!found) throw notFound('Technology page');
    return found;
  }),
  route(
    'put',
    `${API.technologies}/:id`,
    async ({ store, params, body, request }) => {
      const update = await body(technologyUpdateSchema);
      if (params.id !== update.id) throw fieldError('id', 'The id does not match the URL');
      return store.transaction(async () => {
        const current = await store.get('technologies', update.id, { forUpdate: true });
        if (!current) throw notFound('Technology page');
        checkVersion(request, versionOf(current), current, 'technology page');
        // The page links to each of these: a slug no service has would be a dead link.
        const known = new Set((await store.list('services')).map((service) => service.slug));
        const unknown = update.serviceSlugs.filter((slug) => !known.has(slug));
        if (unknown.length > 0) {
          throw fieldError('serviceSlugs', `No service has the slug ${unknown.join(', ')}`);
        }
        const next = { ...current, ...update };
        await store.put('technologies', next);
        return next;
      });
    },
    {
      admin: true,
      audit: { action: 'update technology page', item: (params) => `technologies/${params.id}` },
    },
  ),
];
