// The core's routing: the routes of ./handlers (each made by route() or its
// kin) compiled once into one table, tried in order; the first whose method and
// path pattern match the request answers it.
//
// A pattern matches the whole path, from its start: `/api/services` answers
// `/api/services` and `//api/services` (extra leading slashes), not
// `/somewhere/api/services`. A path that merely ended with an admin route
// (`/api/x/api/admin/session`) once reached the admin's handlers past every
// check made on the path's start (the live server's DEMO_ADMIN=local guard,
// the read replica's choice, the live worker's cache). Case is ignored, a
// trailing slash is optional, and a `:name` segment is one segment, read
// decoded. `*` is any text. tests/unit/backend/router.test.ts checks every route
// and odd address against msw's matching of the same pattern.

/** A route's method, lower case; `all`: any method. */
export type RouteMethod = 'get' | 'post' | 'put' | 'delete' | 'all';

export interface RouteEntry {
  method: RouteMethod;
  /** The path pattern, e.g. `/api/services/:id`. */
  path: string;
  answer: (request: Request, params: Record<string, string>) => Promise<Response>;
}

interface Compiled {
  entry: RouteEntry;
  /** Upper case; undefined: any method. */
  method?: string;
  pattern: RegExp;
  /** The name of each group of `pattern` in turn; undefined for a wildcard's. */
  names: (string | undefined)[];
}

const literal = (text: string) => text.replace(/[.+*?^${}()[\]|/\\]/g, '\\$&');

/** A path pattern as a regular expression over a URL's path; its groups, named or not. */
export function compilePattern(path: string): { pattern: RegExp; names: (string | undefined)[] } {
  if (!path.startsWith('/')) throw new Error(`A route's path starts with /: ${path}`);
  const names: (string | undefined)[] = [undefined];
  // From the path's start, after any extra leading slashes.
  let source = '^(\\/*)';
  for (const part of path.split(/(\/:\w+|\*)/)) {
    if (part === '') continue;
    if (part === '*') {
      source += '(.*)';
      names.push(undefined);
    } else if (part.startsWith('/:')) {
      source += '(?:\\/([^\\/#\\?]+?))';
      names.push(part.slice(2));
    } else if (/[:()?+{}]/.test(part)) {
      throw new Error(`A route's path holds only text, /:name and *: ${path}`);
    } else {
      source += literal(part);
    }
  }
  // An optional trailing slash, and nothing after.
  source += '[\\/#\\?]?$';
  return { pattern: new RegExp(source, 'i'), names };
}

/** The function that answers a request with the first route that matches it, if any. */
export function routerOf(routes: readonly RouteEntry[]) {
  const table: Compiled[] = routes.map((entry) => ({
    entry,
    method: entry.method === 'all' ? undefined : entry.method.toUpperCase(),
    ...compilePattern(entry.path),
  }));
  return {
    /** The route that answers a request, and its parameters (decoded). */
    match(request: Request): { entry: RouteEntry; params: Record<string, string> } | undefined {
      const method = request.method.toUpperCase();
      const { pathname } = new URL(request.url);
      for (const route of table) {
        if (route.method !== undefined && route.method !== method) continue;
        const found = route.pattern.exec(pathname);
        if (!found) continue;
        const params: Record<string, string> = {};
        route.names.forEach((name, group) => {
          const value = found[group + 1];
          if (name !== undefined && value !== undefined) params[name] = decodeURIComponent(value);
        });
        return { entry: route.entry, params };
      }
      return undefined;
    },
  };
}

/** Answers a request with the first route that matches it; undefined when none does. */
export function answerWith(routes: readonly RouteEntry[]) {
  const { match } = routerOf(routes);
  return async (request: Request): Promise<Response | undefined> => {
    const found = match(request);
    if (!found) return undefined;
    return found.entry.answer(request, found.params);
  };
}
