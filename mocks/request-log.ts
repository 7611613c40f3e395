import Dexie, { type EntityTable } from 'dexie';
import { ADMIN_HEADERS } from '../src/contract/endpoints';
import { MOCK_LIMITS } from '../src/contract/limits';
import { type LoggedRequest, MASKED } from '../src/contract/mock-control';
import { readUpTo } from './handlers/request-rules';

// The request log: every /api call the worker answered (the control path's own
// calls apart), kept in a database of its own so that it survives the worker
// being stopped without touching the store's schema, its snapshot or its
// caches. The newest MOCK_LIMITS.requestLog calls are kept.

/** The request log's own IndexedDB database. */
export const REQUEST_LOG_DB = 'brightline-request-log';

class RequestLogDb extends Dexie {
  requests!: EntityTable<LoggedRequest, 'seq'>;

  constructor() {
    super(REQUEST_LOG_DB);
    this.version(1).stores({ requests: '++seq' });
  }
}

export const requestLog = new RequestLogDb();

const SECRET_HEADERS = new Set<string>([ADMIN_HEADERS.username, ADMIN_HEADERS.password]);

// A "...password" field's string value, whole or cut off by the truncation.
const PASSWORD_FIELD = /("[^"\\]*password"\s*:\s*)"(?:[^"\\]|\\.)*(?:"|$)/gi;

export const maskBody = (text: string) => text.replace(PASSWORD_FIELD, `$1"${MASKED}"`);

async function bodyText(body: ReadableStream<Uint8Array> | null) {
  const { bytes, over } = await readUpTo(body, MOCK_LIMITS.loggedBody);
  // A character cut in two at the end reads as U+FFFD.
  return { text: maskBody(new TextDecoder().decode(bytes)), truncated: over };
}

/** Writes one call; the oldest calls beyond the limit go. */
export async function logRequest(
  request: Request,
  response: Response,
  startedAt: number,
  durationMs: number,
): Promise<void> {
  const url = new URL(request.url);
  const requestBody = await bodyText(request.body);
  const responseBody = await bodyText(response.body);
  const entry: Omit<LoggedRequest, 'seq'> = {
    time: new Date(startedAt).toISOString(),
    method: request.method,
    path: url.pathname + url.search,
    status: response.status,
    durationMs,
    requestHeaders: Object.fromEntries(
      [...request.headers].map(([name, value]) => [
        name,
        SECRET_HEADERS.has(name) ? MASKED : value,
      ]),
    ),
    requestBody: requestBody.text,
    requestBodyTruncated: requestBody.truncated,
    responseBody: responseBody.text,
    responseBodyTruncated: responseBody.truncated,
  };
  await requestLog.transaction('rw', requestLog.requests, async () => {
    await requestLog.requests.add(entry as LoggedRequest);
    const extra = (await requestLog.requests.count()) - MOCK_LIMITS.requestLog;
    if (extra > 0) await requestLog.requests.orderBy('seq').limit(extra).delete();
  });
}

export const readRequestLog = () => requestLog.requests.orderBy('seq').toArray();

export const clearRequestLog = () => requestLog.requests.clear();
