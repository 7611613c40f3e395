import type { RequestHandler } from 'msw';

// msw's getResponse() tries each handler in turn, and each try parses the URL
// against the handler's path pattern (compiling it) and the request's cookies:
// with the contract's fifty handlers that is most of the routing's cost. A
// handler whose method or first path segment after /api/ cannot be the
// request's is left out before msw sees the list; the order of the rest is
// kept, so getResponse() answers exactly as it would over all of them.

interface Entry {
  handler: RequestHandler;
  /** Upper case; undefined: any method. */
  method?: string;
  /** The literal segment after `/api/`, lower case; undefined: any. */
  segment?: string;
}

const API = '/api/';

/** The literal first segment after /api/ of a handler's path pattern, if it has one. */
function segmentOf(path: unknown): string | undefined {
  if (typeof path !== 'string') return undefined;
  const at = path.indexOf(API);
  if (at < 0) return undefined;
  const segment = path.slice(at + API.length).split('/')[0] ?? '';
  if (segment === '' || /[:*?(){}]/.test(segment)) return undefined;
  return segment.toLowerCase();
}

/** Every segment that follows an /api/ in the path, raw and decoded, lower case. */
function segmentsOf(pathname: string): Set<string> {
  const forms = [pathname.toLowerCase()];
  try {
    forms.push(decodeURIComponent(pathname).toLowerCase());
  } catch {
    // A malformed escape: the raw form only.
  }
  const segments = new Set<string>();
  for (const form of forms) {
    for (let at = form.indexOf(API); at >= 0; at = form.indexOf(API, at + 1)) {
      segments.add(form.slice(at + API.length).split('/')[0] ?? '');
    }
  }
  return segments;
}

/** A function that gives the handlers of `handlers` that could answer a request, in order. */
export function candidatesOf(handlers: readonly RequestHandler[]) {
  const entries: Entry[] = handlers.map((handler) => {
    const info = handler.info as { method?: unknown; path?: unknown };
    return {
      handler,
      method: typeof info.method === 'string' ? info.method.toUpperCase() : undefined,
      segment: segmentOf(info.path),
    };
  });
  return (request: Request): RequestHandler[] => {
    const method = request.method.toUpperCase();
    const segments = segmentsOf(new URL(request.url).pathname);
    return entries
      .filter(
        (entry) =>
          (entry.method === undefined || entry.method === method) &&
          (entry.segment === undefined || segments.has(entry.segment)),
      )
      .map((entry) => entry.handler);
  };
}
