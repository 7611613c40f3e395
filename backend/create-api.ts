import './local-storage-shim';
import { MOCK_API } from '../src/contract/endpoints';
import { handlersOver } from './handlers';
import { checkPathEncoding } from './handlers/request-rules';
import { type Backend, errorResponse } from './handlers/route';
import { logRequest } from './request-log';
import { answerWith } from './router';

// The API core: the whole /api contract as one Fetch function over a store. The
// standalone service worker, the build's page renderer and the unit tests call
// it; ./router.ts routes each request to the first of the handlers' routes
// that matches it (plain Fetch code that runs in a worker and in Node alike).

/**
 * The backend's parts (./handlers/route.ts) as the hosts give them: the
 * clock and the control path have defaults here.
 */
export interface ApiOptions extends Omit<Backend, 'clock' | 'controlPath'> {
  /** The real clock; QA may fix the backend's own through the control path. */
  clock?: () => Date;
  /** Writes every call but the control path's to the request log (default true). */
  logRequests?: boolean;
  /**
   * Answers the QA control path (`/api/__mock/*`: reset, faults, latency,
   * scenarios, snapshots, the request log) (default true). A server open to the
   * public turns it off: those paths then answer 404 like any unknown endpoint.
   */
  controlPath?: boolean;
}

export type Api = (request: Request) => Promise<Response>;

const CONTROL_PATH = MOCK_API.reset.slice(0, MOCK_API.reset.lastIndexOf('/') + 1);

/**
 * Whether a path could reach a control handler. The routes' patterns match
 * the end of a path and ignore case (./router.ts), so `//api/__mock/reset` and `/API/__MOCK/reset`
 * reach them too; an escaped path is read decoded, whatever routes it.
 */
function isControlPath(pathname: string): boolean {
  let decoded = pathname;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    // A malformed escape: checkPathEncoding answers it 400.
  }
  const path = `${decoded.toLowerCase()}/`;
  return path.includes(CONTROL_PATH);
}

const notFound = () =>
  Response.json({ error: 'Not found' }, { status: 404, headers: { 'Cache-Control': 'no-store' } });

export function createApi({
  clock = () => new Date(),
  logRequests = true,
  controlPath = true,
  ...backend
}: ApiOptions): Api {
  const { store } = backend;
  const route = answerWith(handlersOver({ ...backend, clock, controlPath }));

  async function answer(request: Request): Promise<Response> {
    // HEAD is GET without its body (RFC 9110, 9.3.2): the same status and
    // headers, from the same handler, rules and faults.
    if (request.method === 'HEAD') {
      const got = await answer(
        new Request(request.url, { method: 'GET', headers: request.headers }),
      );
      return new Response(null, { status: got.status, headers: got.headers });
    }
    if (!controlPath && isControlPath(new URL(request.url).pathname)) return notFound();
    try {
      // Path parameters are read decoded: a malformed escape is answered 400 first.
      checkPathEncoding(new URL(request.url));
      const response = await route(request);
      return response ?? notFound();
    } catch (error) {
      return errorResponse(error, backend);
    }
  }
  if (!logRequests) return answer;

  // The control path's own calls are not logged: reading the log would otherwise fill it.
  return async (request) => {
    if (new URL(request.url).pathname.startsWith(CONTROL_PATH)) return answer(request);
    const startedAt = Date.now();
    const copy = request.clone();
    const response = await answer(request);
    const durationMs = Date.now() - startedAt;
    try {
      await logRequest(store, copy, response.clone(), startedAt, durationMs);
    } catch {
      // A full disk must not turn an answer into a failure: the call goes unlogged.
    }
    return response;
  };
}
