import { delay } from 'msw';
import type { z } from 'zod';
import { ADMIN_CREDENTIALS } from '../../src/contract/admin-credentials';
import { ADMIN_HEADERS } from '../../src/contract/endpoints';
import { HONEYPOT_FIELD } from '../../src/contract/honeypot';
import { BODY_LIMITS } from '../../src/contract/limits';
import { type Fault, mockConfigSchema } from '../../src/contract/mock-control';
import { type AdminAuth, cookieOf, SESSION_COOKIE } from '../admin-auth';
import { composeLeadMail } from '../compose-lead-mail';
import { clockOf, latencyFor, readConfig, takeFault } from '../config';
import {
  EditConflictError,
  fieldErrorsOf,
  HttpError,
  unavailable as unavailableError,
} from '../http-error';
import {
  fingerprintOf,
  type Idempotency,
  idempotencyKeyOf,
  keptAnswerFor,
  REPLAYED_HEADER,
} from '../idempotency';
import { nextId } from '../ids';
import type { LeadMail, LeadNotice } from '../lead-mail';
import { checkRate, mayConfirmTo, type RateLimit } from '../rate-limit';
import type { RouteEntry } from '../router';
import { type LeadTable, type Store, UniqueViolation } from '../store';
import { guardWrite, knowRoute, readJson } from './request-rules';

// The one wrapper every handler goes through: the request rules of
// ./request-rules.ts (cross-site writes, content type, body size), latency and
// faults from the backend's control settings, the admin check (the session
// cookie on the live server, else the demo headers), body parsing with the
// contract's schema, the audit log of admin writes, and errors mapped to JSON
// answers.

export type Method = 'get' | 'post' | 'put' | 'delete';

/** What the handlers are built over: the store, and the clock when QA has not fixed one. */
export interface Backend {
  store: Store;
  clock: () => Date;
  /**
   * Whether the control path can change the settings (latency, faults, clock,
   * id mode). Without it they stay the defaults and are not read per request.
   */
  controlPath?: boolean;
  /** Sends of the public forms allowed per client address (none when absent). */
  rateLimit?: RateLimit;
  /** Honours the public forms' Idempotency-Key (live mode); ignored when absent. */
  idempotency?: Idempotency;
  /** Email about leads, through an outbox (live server); none when absent. */
  mail?: LeadMail;
  /**
   * The live server's admin sign-in: admin routes then need a session cookie
   * (the username and password headers are refused) and admin writes are
   * audited. Absent in the standalone backend, which checks the demo headers.
   */
  adminAuth?: AdminAuth;
  /**
   * Whether an error means the database cannot be reached now, not that the
   * call is wrong (the live server's PostgreSQL: see server/pg/unavailable.ts):
   * answered 503 with Retry-After instead of 500. Absent in the standalone
   * backend, whose store is in the browser.
   */
  unavailable?: (error: unknown) => boolean;
  /**
   * Told of an error no rule answers, a fault, before it is answered 500: the
   * live server writes it to its log as one JSON line. Without it, console.error.
   */
  onFault?: (error: unknown) => void;
}

export interface RouteContext {
  store: Store;
  request: Request;
  params: Record<string, string>;
  url: URL;
  /** The backend's clock: fixed when QA fixed it, else the real time. */
  now: () => Date;
  /** A new record's id: random, or the table's next in sequential mode (../ids.ts). */
  newId: (table: LeadTable) => Promise<string>;
  /** The request body as JSON, read once within the route's size limit. */
  json: () => Promise<unknown>;
  /** The request body parsed with a contract schema; 400 with field errors when it fails. */
  body: <S extends z.ZodType>(schema: S) => Promise<z.output<S>>;
  /**
   * The email about a new lead, composed now, and what queues it: call that
   * inside the batch or transaction that stores the lead, so that both are
   * kept or neither. Where the forms are limited, the confirmation to the
   * visitor is counted here against its address's cap for the day (a read
   * and a write): call this once the send is accepted, before the batch, or
   * inside the transaction, whose refusal then undoes the count. Queues
   * nothing where no outbox is (the standalone backend).
   */
  mailFor: (notice: LeadNotice) => Promise<() => Promise<void>>;
  /** The signed-in admin's username, on an admin route of the live server. */
  admin?: string;
}

interface RouteOptions {
  /** Requires the admin: a session on the live server, else the demo headers. */
  admin?: boolean;
  /**
   * What an admin write does, for the audit log (live server): the action's
   * name and the record it writes, e.g. `services/${params.id}`.
   */
  audit?: { action: string; item?: (params: Record<string, string>) => string };
  /** Created something: answers 201. */
  status?: number;
  /** A visitors' form: counted against the rate limit, when the backend has one. */
  publicForm?: boolean;
  /** The largest body accepted, in bytes: public forms 64 KB, admin writes 1 MB by default. */
  bodyLimit?: number;
}

/**
 * A JSON answer: the platform's Response.json. msw's HttpResponse.json also
 * copies the text into a Blob to measure it for a Content-Length, which
 * neither the server nor the worker needs.
 */
export const json = (body: unknown, status = 200) => Response.json(body, { status });

export type Route = ReturnType<typeof routeOver>;

/** The `route` function of one backend: every handler it makes reads and writes `store`. */
export const routeOver =
  ({ controlPath = true, ...backend }: Backend) =>
  (
    method: Method,
    path: string,
    handle: (ctx: RouteContext) => Promise<unknown>,
    options: RouteOptions = {},
  ) =>
    route({ ...backend, controlPath }, method, path, handle, options);

const DEFAULT_CONFIG = mockConfigSchema.parse({});

function route(
  {
    store,
    clock,
    controlPath,
    rateLimit,
    idempotency,
    mail,
    adminAuth,
    unavailable,
    onFault,
  }: Backend & { controlPath: boolean },
  method: Method,
  path: string,
  handle: (ctx: RouteContext) => Promise<unknown>,
  options: RouteOptions,
): RouteEntry {
  knowRoute(method, path);
  const bodyLimit = options.bodyLimit ?? (options.admin ? BODY_LIMITS.admin : BODY_LIMITS.public);
  const answer = async (request: Request, params: Record<string, string>) => {
    const url = new URL(request.url);
    // The signed-in admin, for a refusal that names who saved an item last.
    let signedIn: string | undefined;
    try {
      guardWrite(request, bodyLimit);
      const config = controlPath ? await readConfig(store) : DEFAULT_CONFIG;
      const latency = latencyFor(config, request.method, url.pathname);
      if (latency > 0) await delay(latency);
      const fault = await takeFault(config, request.method, url.pathname, store);
      if (fault) return faultResponse(fault);
      const admin = options.admin ? await authorize(adminAuth, request, clock()) : undefined;
      signedIn = admin;
      let raw: Promise<unknown> | undefined;
      const readBody = () => {
        raw ??= readJson(request, bodyLimit);
        return raw;
      };
      const key =
        options.publicForm && idempotency
          ? idempotencyKeyOf(request, `${method.toUpperCase()} ${path}`)
          : undefined;
      // What the send holds, before the honeypot's field is taken out of it.
      const fingerprint = key === undefined ? '' : await fingerprintOf(await readBody());
      // A send repeated with its key gets the first answer, before it counts again.
      const kept = key === undefined ? undefined : await idempotency?.recall(key);
      if (kept) return replayed(keptAnswerFor(kept, fingerprint));
      if (options.publicForm && rateLimit) {
        await checkRate(store, rateLimit, request, clock(), `${method.toUpperCase()} ${path}`);
      }
      const sent = options.publicForm ? await readBody() : undefined;
      const trapped = isHoneypotFilled(sent);
      const ctx: RouteContext = {
        store,
        request,
        url,
        params,
        now: clockOf(config, clock),
        newId: (table) => nextId(store, table, config.ids),
        json: readBody,
        body: async (schema) => validate(await readBody(), schema),
        mailFor: async (notice) => {
          if (!mail) return async () => {};
          const now = ctx.now();
          let messages = composeLeadMail(notice, mail.settings, now);
          // A confirmation past the day's cap for the address typed is not queued.
          const visitor = messages.find((message) => message.toVisitor);
          if (rateLimit && visitor && !(await mayConfirmTo(store, visitor.to, clock()))) {
            messages = messages.filter((message) => message !== visitor);
          }
          return () => mail.outbox.enqueue(messages, now);
        },
        admin,
      };
      const audited = adminAuth && admin !== undefined && method !== 'get';
      const run = () =>
        trapped
          ? // Answered as a person's send is, its refusals included, then undone:
            // the script cannot tell, and nothing is kept (nor any email sent).
            // Under an Idempotency-Key the answer is kept, as a person's is, so
            // the same send again gets it again.
            answeredThenUndone(store, () => handle(ctx))
          : audited
            ? store.transaction(async () => {
                const done = await handle(ctx);
                await adminAuth.audit({
                  at: ctx.now().toISOString(),
                  username: admin,
                  method: request.method,
                  action: options.audit?.action ?? `${method} ${path}`,
                  item: options.audit?.item?.(ctx.params),
                });
                return done;
              })
            : handle(ctx);
      const status = options.status ?? 200;
      if (key !== undefined && idempotency) {
        const answer = await idempotency.once(key, fingerprint, async () => ({
          status,
          body: await run(),
        }));
        return answer.replayed
          ? replayed(keptAnswerFor(answer, fingerprint))
          : json(answer.body, answer.status);
      }
      const result = await run();
      if (result instanceof Response) return result;
      return json(result, status);
    } catch (error) {
      return errorResponse(await withLastWrite(error, params, signedIn), { unavailable, onFault });
    }
  };

  /**
   * An edit refused because the item was saved since: on the live server, the
   * refusal names who saved it and when, from the audit log.
   */
  const withLastWrite = async (error: unknown, params: Record<string, string>, admin?: string) => {
    const item = options.audit?.item?.(params);
    if (!(error instanceof EditConflictError) || !adminAuth || item === undefined) return error;
    const last = await adminAuth.lastWrite(item).catch(() => undefined);
    return last ? error.savedBy(last.username, last.at, last.username === admin) : error;
  };
  return { method, path, answer };
}

/** Thrown to undo a transaction whose work is done: it carries the work's result. */
class Undo extends Error {
  constructor(readonly result: unknown) {
    super('undone');
  }
}

/** What `work` answers, with everything it wrote undone (its transaction rolled back). */
async function answeredThenUndone(store: Store, work: () => Promise<unknown>): Promise<unknown> {
  try {
    await store.transaction(async () => {
      throw new Undo(await work());
    });
  } catch (error) {
    if (error instanceof Undo) return error.result;
    throw error;
  }
  return undefined;
}

/** The first answer to a send's Idempotency-Key, again. */
function replayed({ status, body }: { status: number; body: unknown }) {
  const response = json(body, status);
  response.headers.set(REPLAYED_HEADER, 'true');
  return response;
}

/**
 * Whether a form's honeypot field holds anything. The field is taken out of the
 * body either way: the form's schema reads the rest.
 */
function isHoneypotFilled(body: unknown): boolean {
  if (typeof body !== 'object' || body === null || !(HONEYPOT_FIELD in body)) return false;
  const fields = body as Record<string, unknown>;
  const value = fields[HONEYPOT_FIELD];
  delete fields[HONEYPOT_FIELD];
  return typeof value === 'string' ? value.trim() !== '' : value != null;
}

/** A simulated failure: a failed fetch for "network", else the status and body asked for. */
function faultResponse({ status, body }: Exclude<Fault, number>): Response {
  if (status === 'network') return Response.error();
  return json(body ?? { error: `Simulated failure (${status})` }, status);
}

/**
 * The admin's username: on the live server from the session cookie (the
 * headers are not accepted there), else the spec's demo header check.
 */
export async function authorize(
  adminAuth: AdminAuth | undefined,
  request: Request,
  now: Date,
): Promise<string> {
  if (!adminAuth) {
    requireAdmin(request);
    return ADMIN_CREDENTIALS.username;
  }
  const token = cookieOf(request, SESSION_COOKIE);
  const username = token ? await adminAuth.sessionOf(token, now) : undefined;
  if (!username) throw new HttpError(401, 'Sign in to continue: no admin session');
  return username;
}

/** The spec's demo check: the admin credentials as the username and password headers. */
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

export function errorResponse(
  error: unknown,
  { unavailable, onFault = console.error }: Pick<Backend, 'unavailable' | 'onFault'> = {},
): Response {
  if (error instanceof HttpError) {
    const response = json(
      error.fieldErrors
        ? { error: error.message, fieldErrors: error.fieldErrors }
        : { error: error.message, ...error.details },
      error.status,
    );
    for (const [name, value] of Object.entries(error.headers ?? {})) {
      response.headers.set(name, value);
    }
    return response;
  }
  // A unique key two requests wrote at once, which no handler answers in its own
  // words: the loser's write is refused, never half done.
  if (error instanceof UniqueViolation) {
    return errorResponse(
      new HttpError(409, 'Another request saved the same record at the same moment: try again'),
    );
  }
  const quota = error instanceof Error && /quota/i.test(`${error.name} ${error.message}`);
  if (quota) {
    return json(
      { error: 'Storage is full: nothing was saved. Free some space and try again.' },
      507,
    );
  }
  if (unavailable?.(error)) return errorResponse(unavailableError());
  onFault(error);
  return json({ error: 'Internal error' }, 500);
}
