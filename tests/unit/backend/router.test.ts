import { matchRequestUrl } from 'msw';
import { describe, expect, it } from 'vitest';
import { handlersOver } from '../../../backend/handlers';
import { knownRoutes } from '../../../backend/handlers/request-rules';
import { routerOf } from '../../../backend/router';
import { store } from './call';

// The core routes a request to the first route whose method and path pattern
// match it (backend/router.ts), from the path's start. msw's own matching of
// the same pattern at the site's origin is the reference: for every route and
// odd address, the route the core picks is the first one msw's matching
// accepts (extra leading slashes aside), with the same parameters. (A
// malformed escape never reaches the router: the core answers it 400.)

const routes = handlersOver({ store, clock: () => new Date() });
const router = routerOf(routes);

const concrete = (path: string) => path.replace(/:(\w+)/g, 'some-$1');

const REQUESTS: [method: string, path: string][] = [
  ...knownRoutes().map(({ method, path }): [string, string] => [method, concrete(path)]),
  ['GET', '//api/services'],
  ['GET', '/API/SERVICES'],
  ['GET', '/somewhere/api/services'],
  ['GET', '/api/%73ervices'],
  ['GET', '/api/services/'],
  ['GET', '/api/services//'],
  ['GET', '/api/blog/a%20b%2Fc'],
  ['GET', '/api/blog/x/y'],
  ['GET', '/api/services/api/services'],
  ['POST', '/api/x/api/admin/session'],
  ['GET', '/api/x/api/admin/lead-captures'],
  ['GET', '/x/api/admin/lead-captures'],
  ['GET', '/api/openapi.json'],
  ['GET', '/api/openapiXjson'],
  ['HEAD', '/api/services'],
  ['get', '/api/services'],
  ['PATCH', '/api/services/some-id'],
  ['POST', '//api/__mock/reset'],
  ['POST', '/API/__MOCK/reset'],
  ['POST', '/api/__mock/scenario/a%2Fb'],
  ['GET', '/api/no-such-thing'],
  ['GET', '/api/'],
  ['GET', '/api'],
  ['GET', '/services'],
];

/** The first route msw's matching accepts, and its named parameters. */
function mswChoice(request: Request) {
  for (const entry of routes) {
    const methodMatches =
      entry.method === 'all' || entry.method.toUpperCase() === request.method.toUpperCase();
    if (!methodMatches) continue;
    const url = new URL(request.url);
    url.pathname = url.pathname.replace(/^\/+/, '/');
    const { matches, params } = matchRequestUrl(url, `${url.origin}${entry.path}`);
    if (!matches) continue;
    const named = Object.fromEntries(
      Object.entries(params ?? {}).filter(([name]) => !/^\d+$/.test(name)),
    );
    return { entry, params: named };
  }
  return undefined;
}

describe('the core routes a request', () => {
  it('to the route msw matching picks, for every route and odd address', () => {
    for (const [method, path] of REQUESTS) {
      const request = new Request(`http://localhost${path}`, { method });
      const expected = mswChoice(request);
      const found = router.match(request);
      const label = `${method} ${path}`;
      expect(found?.entry.method, label).toBe(expected?.entry.method);
      expect(found?.entry.path, label).toBe(expected?.entry.path);
      expect(found?.params, label).toEqual(expected?.params);
    }
  });

  it('only by its path from the start: a path that ends with an admin route gets the not-found answer', () => {
    for (const path of [
      '/somewhere/api/services',
      '/api/x/api/admin/session',
      '/api/services/api/admin/lead-captures',
    ]) {
      for (const method of ['GET', 'POST', 'PUT']) {
        const found = router.match(new Request(`http://localhost${path}`, { method }));
        // `/api/*` is the core's last route: the contract's 404.
        expect([undefined, '/api/*'], `${method} ${path}`).toContain(found?.entry.path);
      }
    }
  });

  it('to its own route: every declared route answers its own path', () => {
    for (const { method, path } of knownRoutes()) {
      const found = router.match(new Request(`http://localhost${concrete(path)}`, { method }));
      expect(found?.entry.path, `${method} ${path}`).toBe(path);
    }
  });
});
