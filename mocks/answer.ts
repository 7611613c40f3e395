import './local-storage-shim';
import { getResponse } from 'msw';
import { MOCK_API } from '../src/contract/endpoints';
import { handlers } from './handlers';
import { checkPathEncoding } from './handlers/request-rules';
import { errorResponse } from './handlers/route';
import { HttpError } from './http-error';
import { logRequest } from './request-log';

/** Answers an /api request exactly as the service worker does. */
export async function answer(request: Request): Promise<Response> {
  try {
    // msw decodes path parameters while it matches, and throws on a bad escape.
    checkPathEncoding(new URL(request.url));
    const response = await getResponse(handlers, request);
    return (
      response ??
      Response.json(
        { error: 'Not found' },
        { status: 404, headers: { 'Cache-Control': 'no-store' } },
      )
    );
  } catch (error) {
    if (error instanceof HttpError) return errorResponse(error);
    console.error(error);
    return Response.json({ error: 'Internal error' }, { status: 500 });
  }
}

const CONTROL_PATH = MOCK_API.reset.slice(0, MOCK_API.reset.lastIndexOf('/') + 1);

/**
 * Answers a page's /api request and writes it to the request log. The control
 * path's own calls are not logged: reading the log would otherwise fill it.
 */
export async function answerAndLog(request: Request): Promise<Response> {
  if (new URL(request.url).pathname.startsWith(CONTROL_PATH)) return answer(request);
  const startedAt = Date.now();
  const copy = request.clone();
  const response = await answer(request);
  const durationMs = Date.now() - startedAt;
  try {
    await logRequest(copy, response.clone(), startedAt, durationMs);
  } catch {
    // A full disk must not turn an answer into a failure: the call goes unlogged.
  }
  return response;
}
