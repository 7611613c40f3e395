import { delay, HttpResponse, http } from 'msw';
import type { z } from 'zod';
import { ADMIN_CREDENTIALS } from '../../src/contract/admin-credentials';
import { ADMIN_HEADERS } from '../../src/contract/endpoints';
import { BODY_LIMITS } from '../../src/contract/limits';
import { clockOf, faultFor, readConfig } from '../config';
import { fieldErrorsOf, HttpError } from '../http-error';
import { guardWrite, knowRoute, readJson } from './request-rules';

// The one wrapper every handler goes through: the request rules of
// ./request-rules.ts (cross-site writes, content type, body size), latency and
// faults from the backend's control settings, the admin header check, body
// parsing with the contract's schema, and errors mapped to JSON answers.

export type Method = 'get' | 'post' | 'put' | 'delete';

export interface RouteContext {
  request: Request;
  params: Record<string, string>;
  url: URL;
  /** The backend's clock: fixed when QA fixed it, else the real time. */
  now: () => Date;
  /** The request body as JSON, read once within the route's size limit. */
  json: () => Promise<unknown>;
  /** The request body parsed with a contract schema; 400 with field errors when it fails. */
  body: <S extends z.ZodType>(schema: S) => Promise<z.output<S>>;
}

interface RouteOptions {
  /** Requires the admin credentials as the username and password headers. */
  admin?: boolean;
  /** Created something: answers 201. */
  status?: number;
  /** The largest body accepted, in bytes: public forms 64 KB, admin writes 1 MB by default. */
  bodyLimit?: number;
}

export const json = (body: unknown, status = 200) => HttpResponse.json(body as never, { status });

export function route(
  method: Method,
  path: string,
  handle: (ctx: RouteContext) => Promise<unknown>,
  options: RouteOptions = {},
) {
  knowRoute(method, path);
  const bodyLimit = options.bodyLimit ?? (options.admin ? BODY_LIMITS.admin : BODY_LIMITS.public);
  return http[method](`*${path}`, async ({ request, params }) => {
    const url = new URL(request.url);
    try {
      guardWrite(request, bodyLimit);
      const config = await readConfig();
      if (config.latencyMs > 0) await delay(config.latencyMs);
      const fault = faultFor(config, request.method, url.pathname);
      if (fault) throw new HttpError(fault, `Simulated failure (${fault})`);
      if (options.admin) requireAdmin(request);
      let raw: Promise<unknown> | undefined;
      const readBody = () => {
        raw ??= readJson(request, bodyLimit);
        return raw;
      };
      const ctx: RouteContext = {
        request,
        url,
        params: params as Record<string, string>,
        now: clockOf(config),
        json: readBody,
        body: async (schema) => validate(await readBody(), schema),
      };
      const result = await handle(ctx);
      return json(result, options.status ?? 200);
    } catch (error) {
      return errorResponse(error);
    }
  });
}

export function requireAdmin(request: Request): void {
  const username = request.headers.get(ADMIN_HEADERS.username);
  const password = request.headers.get(ADMIN_HEADERS.password);
  if (username !== ADMIN_CREDENTIALS.username || password !== ADMIN_CREDENTIALS.password) {
    throw new HttpError(401, 'Admin credentials required');
  }
}

/** A parsed body checked against a contract schema: 400 with field errors when it fails. */
export function validate<S extends z.ZodType>(raw: unknown, schema: S): z.output<S> {
  const parsed = schema.safeParse(raw);
  if (!parsed.success) throw new HttpError(400, 'Validation failed', fieldErrorsOf(parsed.error));
  return parsed.data as z.output<S>;
}

export async function parseBody<S extends z.ZodType>(
  request: Request,
  schema: S,
  limit: number = BODY_LIMITS.public,
) {
  return validate(await readJson(request, limit), schema);
}

export function errorResponse(error: unknown) {
  if (error instanceof HttpError) {
    const response = json(
      error.fieldErrors
        ? { error: error.message, fieldErrors: error.fieldErrors }
        : { error: error.message },
      error.status,
    );
    for (const [name, value] of Object.entries(error.headers ?? {})) {
      response.headers.set(name, value);
    }
    return response;
  }
  const quota = error instanceof Error && /quota/i.test(`${error.name} ${error.message}`);
  if (quota) {
    return json(
      { error: 'Storage is full: nothing was saved. Free some space and try again.' },
      507,
    );
  }
  console.error(error);
  return json({ error: 'Internal error' }, 500);
}
