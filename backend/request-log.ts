import { ADMIN_HEADERS } from '../src/contract/endpoints';
import { MOCK_LIMITS } from '../src/contract/limits';
import { MASKED } from '../src/contract/mock-control';
import { readUpTo } from './handlers/request-rules';
import type { LogEntry, Store } from './store';

// The request log: every /api call the backend answered (the control path's own
// calls apart), with secrets masked. The store keeps it apart from the content
// and leads (not in a snapshot); the newest MOCK_LIMITS.requestLog calls are kept.

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
  store: Store,
  request: Request,
  response: Response,
  startedAt: number,
  durationMs: number,
): Promise<void> {
  const url = new URL(request.url);
  const requestBody = await bodyText(request.body);
  const responseBody = await bodyText(response.body);
  const entry: LogEntry = {
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
  await store.appendLog(entry, MOCK_LIMITS.requestLog);
}
