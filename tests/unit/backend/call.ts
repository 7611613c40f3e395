import { answerAndLog } from '../../../mocks/answer';
import { ADMIN_CREDENTIALS } from '../../../src/contract/admin-credentials';

// Calls the standalone backend exactly as the service worker does.

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
  return { status: response.status, type: response.type, json };
}

export const get = (path: string, options?: CallOptions) => call('GET', path, options);
export const post = (path: string, body: unknown, options?: CallOptions) =>
  call('POST', path, { ...options, body });
export const put = (path: string, body: unknown, options?: CallOptions) =>
  call('PUT', path, { ...options, body });
