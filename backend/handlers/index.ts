import { openApiDocument } from '../openapi';
import type { RouteEntry } from '../router';
import { adminHandlers } from './admin';
import { adminSessionHandlers } from './admin-session';
import { consultationHandlers } from './consultations';
import { contentHandlers } from './content';
import { controlHandlers } from './control';
import { homepageHandlers } from './homepage';
import { leadHandlers } from './leads';
import { outboxHandlers } from './outbox';
import { allowedMethods } from './request-rules';
import { type Backend, json, routeOver } from './route';
import { technologyHandlers } from './technologies';

/** Every /api route over one backend, in match order. */
export function handlersOver(backend: Backend): RouteEntry[] {
  const route = routeOver(backend);
  return [
    ...controlHandlers(backend, route),
    route('get', '/api/openapi.json', async () =>
      openApiDocument({
        mail: !!backend.mail,
        liveAuth: backend.adminAuth !== undefined,
        control: backend.controlPath,
      }),
    ),
    ...contentHandlers(route),
    // A build capped to an earlier store schema reproduces the release before
    // technology pages: no table, so no endpoints either.
    ...(backend.store.tables.includes('technologies') ? technologyHandlers(route) : []),
    ...homepageHandlers(route),
    ...consultationHandlers(route),
    ...leadHandlers(route),
    // The live server's sign-in: without it, admin calls carry the demo headers.
    ...(backend.adminAuth ? adminSessionHandlers(route, backend.adminAuth) : []),
    ...adminHandlers(route),
    // Only a server that sends email has an outbox to show.
    ...(backend.mail ? outboxHandlers(route, backend.mail) : []),
    // A known path asked with another method is 405 with the methods it
    // supports; anything else is an unknown endpoint. (HEAD is answered as GET:
    // ../create-api.ts.)
    {
      method: 'all',
      path: '/api/*',
      answer: async (request) => {
        const allow = allowedMethods(new URL(request.url));
        if (allow.length === 0) return json({ error: 'Not found' }, 404);
        const headers = { Allow: allow.join(', ') };
        return Response.json(
          { error: `Method ${request.method} not allowed here` },
          { status: 405, headers },
        );
      },
    },
  ];
}
