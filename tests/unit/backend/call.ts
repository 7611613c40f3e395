import { afterAll } from 'vitest';
import { createApi } from '../../../backend/create-api';
import type { Row, TableName } from '../../../backend/store';
import { ADMIN_CREDENTIALS } from '../../../src/contract/admin-credentials';
import { storeUnderTest } from './store-under-test';

// Calls the API core over the store under test, exactly as the service worker
// calls it over IndexedDB.

const opened = await storeUnderTest();
afterAll(opened.close);

export const store = opened.store;

const answerAndLog = createApi({ store });

/** Answers without writing the request log. */
export const answer = createApi({ store, logRequests: false });

/** Back to the seed: content, no leads, default settings. */
export const resetToSeed = () => store.reset();

/** Writes rows straight into the store, as a test's setup. */
export const addRows = <T extends TableName>(table: T, rows: readonly Row<T>[]) =>
  store.transaction(async () => {
    for (const row of rows) await store.add(table, row);
  });

interface CallOptions {
  body?: unknown;
  rawBody?: string;
  admin?: boolean;
  headers?: Record<string, string>;
}
export async function call(method: string, path: string, options: CallOptions = {}) {
  const headers: Record<string, string> = {};
  if (options.admin) {
    headers.username = ADMIN_CREDENTIALS.username;
    headers.password = ADMIN_CREDENTIALS.password;
  }
  let body: string | undefined;
  if (options.rawBody !== undefined) body = options.rawBody;
  else if (options.body !== undefined) body = JSON.stringify(options.body);
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  // Headers the test gives win, so that a test can send another content type.
  Object.assign(headers, options.headers);
  const response = await answerAndLog(
    new Request(`http://localhost${path}`, { method, headers, body }),
  );
  const text = await response.text();
  // biome-ignore lint/suspicious/noExplicitAny: test helper reads arbitrary JSON
  const json: any = text ? JSON.parse(text) : undefined;
  return { status: response.status, type: response.type, headers: response.headers, json };
}

export const get = (path: string, options?: CallOptions) => call('GET', path, options);
export const post = (path: string, body: unknown, options?: CallOptions) =>
  call('POST', path, { ...options, body });
export const put = (path: string, body: unknown, options?: CallOptions) =>
  call('PUT', path, { ...options, body });
