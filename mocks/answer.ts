import './local-storage-shim';
import { getResponse } from 'msw';
import { handlers } from './handlers';
import { checkPathEncoding } from './handlers/request-rules';
import { errorResponse } from './handlers/route';
import { HttpError } from './http-error';

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
