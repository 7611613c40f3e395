import { beforeEach, describe, expect, it } from 'vitest';
import { BODY_LIMITS } from '../../../src/contract/limits';
import { answer, call, get, post, resetToSeed } from './call';

// Rules every request meets before its handler: writes from this site only and
// as JSON, bodies within their size, known paths with the wrong method, and
// paths that do not decode.

beforeEach(() => resetToSeed());

const admin = { admin: true };
const submissions = async () => (await get('/api/admin/contact-submissions', admin)).json;
const message = {
  firstName: 'Alan',
  lastName: 'Turing',
  email: 'alan@example.com',
  message: 'Please call me about a compiler project.',
};

describe('writes come from this site, as JSON', () => {
  it('refuses a form post (text/plain, urlencoded, multipart) with 415 and stores nothing', async () => {
    for (const type of [
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
    ]) {
      const res = await call('POST', '/api/contact', {
        rawBody: JSON.stringify(message),
        headers: { 'Content-Type': type },
      });
      expect(res.status, type).toBe(415);
      expect(res.json.error).toMatch(/application\/json/);
    }
    expect(await submissions()).toEqual([]);
  });

  it('refuses a compressed body with 415, naming its coding as what is not supported', async () => {
    for (const coding of ['gzip', 'br', 'deflate, gzip']) {
      const res = await call('POST', '/api/contact', {
        rawBody: JSON.stringify(message),
        headers: { 'Content-Encoding': coding },
      });
      expect(res.status, coding).toBe(415);
      expect(res.json.error).toBe('Send the body uncompressed: no Content-Encoding is accepted');
    }
    expect(await submissions()).toEqual([]);
    const plain = await call('POST', '/api/contact', {
      rawBody: JSON.stringify(message),
      headers: { 'Content-Encoding': 'identity' },
    });
    expect(plain.status).toBe(201);
  });

  it('refuses a reset without a JSON content type, and keeps the store', async () => {
    await post('/api/contact', message);
    const res = await answer(new Request('http://localhost/api/__mock/reset', { method: 'POST' }));
    expect(res.status).toBe(415);
    expect(await submissions()).toHaveLength(1);
  });

  it('refuses a cross-site write by Origin or Sec-Fetch-Site with 403', async () => {
    const other = await post('/api/contact', message, {
      headers: { Origin: 'http://evil.example' },
    });
    expect(other.status).toBe(403);
    const reset = await post(
      '/api/__mock/reset',
      {},
      { headers: { 'Sec-Fetch-Site': 'cross-site' } },
    );
    expect(reset.status).toBe(403);
    const config = await call('PUT', '/api/__mock/config', {
      body: { latencyMs: 5 },
      headers: { 'Sec-Fetch-Site': 'same-site' },
    });
    expect(config.status).toBe(403);
    expect(await submissions()).toEqual([]);
    expect((await get('/api/__mock/config')).json.latencyMs).toBe(0);
  });

  it('accepts its own pages’ writes, with or without those headers', async () => {
    const same = await post('/api/contact', message, {
      headers: { Origin: 'http://localhost', 'Sec-Fetch-Site': 'same-origin' },
    });
    expect(same.status).toBe(201);
    const charset = await post('/api/contact', message, {
      headers: { 'Content-Type': 'application/json; charset=utf-8' },
    });
    expect(charset.status).toBe(201);
    expect(await submissions()).toHaveLength(2);
  });
});

describe('body size', () => {
  const padded = (bytes: number) => JSON.stringify({ ...message, pad: 'x'.repeat(bytes) });

  it('refuses a public form over 64 KB with 413, by Content-Length and by the bytes read', async () => {
    const declared = await call('POST', '/api/contact', {
      rawBody: JSON.stringify(message),
      headers: { 'Content-Length': String(BODY_LIMITS.public + 1) },
    });
    expect(declared.status).toBe(413);
    const actual = await call('POST', '/api/contact', { rawBody: padded(BODY_LIMITS.public) });
    expect(actual.status).toBe(413);
    expect(actual.json.error).toBe('The request body is larger than 64 KB');
    expect(await submissions()).toEqual([]);
  });

  it('answers 400, not a server or database error, to a body the client stopped sending', async () => {
    const cut = (declared?: number) => {
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(new TextEncoder().encode('{"email":'));
          controller.error(Object.assign(new Error('aborted'), { code: 'ECONNRESET' }));
        },
      });
      return answer(
        new Request('http://localhost/api/newsletter', {
          method: 'POST',
          headers: {
            'Content-Type': 'application/json',
            ...(declared === undefined ? {} : { 'Content-Length': String(declared) }),
          },
          body,
          duplex: 'half',
        } as RequestInit),
      );
    };
    for (const declared of [undefined, 1000]) {
      const res = await cut(declared);
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ error: 'The request body was not received in full' });
    }
    expect((await get('/api/admin/newsletter-subscribers', admin)).json).toEqual([]);
  });

  it('refuses a body that is not UTF-8 with 400, instead of storing U+FFFD for its letters', async () => {
    // "José" and "café" as Latin-1 sends them: é is the one byte 0xE9.
    const latin1 = Uint8Array.from(
      '{"firstName":"José","lastName":"Lat","email":"latin@example.com","message":"café café café"}',
      (char) => char.charCodeAt(0),
    );
    const res = await answer(
      new Request('http://localhost/api/contact', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json; charset=iso-8859-1' },
        body: latin1,
      }),
    );
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: 'The request body must be JSON in UTF-8' });
    expect(await submissions()).toEqual([]);
    // The same text in UTF-8 is taken as it is.
    const utf8 = await call('POST', '/api/contact', {
      body: { ...message, firstName: 'José', message: 'café café café' },
    });
    expect(utf8.status).toBe(201);
    expect((await submissions())[0]).toMatchObject({
      firstName: 'José',
      message: 'café café café',
    });
  });

  it('accepts a public form just under 64 KB (extra keys are ignored)', async () => {
    const res = await call('POST', '/api/contact', { rawBody: padded(BODY_LIMITS.public - 500) });
    expect(res.status).toBe(201);
  });

  it('gives admin writes 1 MB and a snapshot import 32 MB', async () => {
    const big = 'x'.repeat(BODY_LIMITS.admin);
    const edit = await call('PUT', '/api/services/svc-1', {
      rawBody: JSON.stringify({ id: 'svc-1', pad: big }),
      admin: true,
    });
    expect(edit.status).toBe(413);
    expect(edit.json.error).toBe('The request body is larger than 1 MB');
    const snapshot = await call('PUT', '/api/__mock/snapshot', {
      rawBody: '{}',
      admin: true,
      headers: { 'Content-Length': String(BODY_LIMITS.snapshot + 1) },
    });
    expect(snapshot.status).toBe(413);
    expect(snapshot.json.error).toBe('The request body is larger than 32 MB');
  });
});

describe('methods and paths', () => {
  it('answers 405 with Allow for a known path asked with another method', async () => {
    for (const [method, path, allow] of [
      ['DELETE', '/api/services/svc-1', 'PUT'],
      ['PATCH', '/api/services/svc-1', 'PUT'],
      ['DELETE', '/api/services', 'GET, HEAD'],
      ['POST', '/api/homepage', 'GET, HEAD'],
      ['GET', '/api/contact', 'POST'],
      ['PATCH', '/api/__mock/config', 'GET, HEAD, PUT'],
      ['DELETE', '/api/admin/contact-submissions', 'GET, HEAD'],
    ] as const) {
      const res = await answer(
        new Request(`http://localhost${path}`, {
          method,
          headers: { 'Content-Type': 'application/json' },
        }),
      );
      expect(res.status, `${method} ${path}`).toBe(405);
      expect(res.headers.get('Allow'), `${method} ${path}`).toBe(allow);
      expect((await res.json()).error).toBe(`Method ${method} not allowed here`);
    }
  });

  it('answers HEAD as GET, without the body', async () => {
    const got = await get('/api/services');
    const res = await answer(new Request('http://localhost/api/services', { method: 'HEAD' }));
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe(got.headers.get('Content-Type'));
    expect(await res.text()).toBe('');
    // The GET's own answers: an unknown item, the admin's credentials.
    const missing = await answer(
      new Request('http://localhost/api/case-studies/no-such-study', { method: 'HEAD' }),
    );
    expect(missing.status).toBe(404);
    expect(await missing.text()).toBe('');
    const admin = await answer(
      new Request('http://localhost/api/admin/contact-submissions', { method: 'HEAD' }),
    );
    expect(admin.status).toBe(401);
    // A path with no GET: 405, with the methods it has, and no body.
    const form = await answer(new Request('http://localhost/api/contact', { method: 'HEAD' }));
    expect(form.status).toBe(405);
    expect(form.headers.get('Allow')).toBe('POST');
    expect(await form.text()).toBe('');
  });

  it('still answers 404 for an unknown path, whatever the method', async () => {
    expect((await get('/api/nothing-here')).status).toBe(404);
    expect((await call('DELETE', '/api/nothing/here')).status).toBe(404);
    // A path that only ends with a route is none of it: no admin call past a
    // check made on the path's start, no 405 naming the route's methods.
    for (const [method, path] of [
      ['GET', '/api/x/api/admin/contact-submissions'],
      ['POST', '/api/x/api/admin/session'],
      ['GET', '/api/x/api/services'],
    ] as const) {
      const res = await call(method, path);
      expect(res.status, `${method} ${path}`).toBe(404);
      expect(res.headers.get('Allow'), `${method} ${path}`).toBeNull();
    }
  });

  it('answers 400 JSON for a malformed percent-escape in the path', async () => {
    for (const path of ['/api/case-studies/%', '/api/case-studies/%zz', '/api/blog/%E0%A4%A']) {
      const res = await get(path);
      expect(res.status, path).toBe(400);
      expect(res.json.error).toBe('The path holds a malformed percent-escape');
    }
  });
});
