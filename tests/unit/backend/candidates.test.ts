import { describe, expect, it } from 'vitest';
import { candidatesOf } from '../../../backend/candidates';
import { handlersOver } from '../../../backend/handlers';
import { knownRoutes } from '../../../backend/handlers/request-rules';
import { store } from './call';

// The core hands msw only the handlers that could answer a request
// (backend/candidates.ts). Leaving out one that would match changes the
// answer, so: for every route, and for the odd addresses msw's patterns also
// match, every handler msw itself says matches is among the candidates. (A
// malformed escape never reaches msw: the core answers it 400.)

const handlers = handlersOver({ store, clock: () => new Date() });
const candidates = candidatesOf(handlers);

const concrete = (path: string) => path.replace(/:(\w+)/g, 'some-$1');

const REQUESTS: [method: string, path: string][] = [
  ...knownRoutes().map(({ method, path }): [string, string] => [method, concrete(path)]),
  ['GET', '//api/services'],
  ['GET', '/API/SERVICES'],
  ['GET', '/somewhere/api/services'],
  ['GET', '/api/%73ervices'],
  ['GET', '/api/services/'],
  ['HEAD', '/api/services'],
  ['PATCH', '/api/services/some-id'],
  ['POST', '//api/__mock/reset'],
  ['POST', '/API/__MOCK/reset'],
  ['GET', '/api/no-such-thing'],
  ['GET', '/api/'],
];

describe('the handlers the core offers msw for a request', () => {
  it('include every handler that matches it, for every route and odd address', async () => {
    for (const [method, path] of REQUESTS) {
      const request = new Request(`http://localhost${path}`, { method });
      const offered = new Set(candidates(request));
      for (const handler of handlers) {
        if (await handler.test({ request: request.clone() })) {
          expect(offered.has(handler), `${method} ${path}: ${handler.info.header}`).toBe(true);
        }
      }
    }
  });

  it('are few: a route gets its own handlers and the catch-all, not the contract', () => {
    const offered = candidates(new Request('http://localhost/api/services'));
    expect(handlers.length).toBeGreaterThan(30);
    expect(offered.length).toBeLessThanOrEqual(4);
  });
});
