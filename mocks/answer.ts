import './local-storage-shim';
import { getResponse } from 'msw';
import { handlers } from './handlers';

/** Answers an /api request exactly as the service worker does. */
export async function answer(request: Request): Promise<Response> {
  try {
    const response = await getResponse(handlers, request);
    return (
      response ??
      Response.json(
        { error: 'Not found' },
        { status: 404, headers: { 'Cache-Control': 'no-store' } },
      )
    );
  } catch (error) {
    console.error(error);
    return Response.json({ error: 'Internal error' }, { status: 500 });
  }
}
