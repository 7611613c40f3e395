import { describe, expect, it } from 'vitest';
import type { AdminAuth } from '../../../backend/admin-auth';
import { createApi } from '../../../backend/create-api';
import { knownRoutes } from '../../../backend/handlers/request-rules';
import { openApiDocument } from '../../../backend/openapi';
import { LIVE_AUTH_OPERATIONS } from '../../../src/contract/operations';
import { store } from './call';

// The document and the routes of an API core with the live server's sign-in:
// the session and audit-log operations are answered and documented there,
// and only there (./openapi.test.ts holds the standalone core to its document).

const key = (method: string, path: string) =>
  `${method.toUpperCase()} ${path.replace(/:\w+|\{\w+\}/g, '{}')}`;

const noAuth: AdminAuth = {
  signIn: async () => ({ ok: false }),
  sessionOf: async () => undefined,
  signOut: async () => undefined,
  audit: async () => undefined,
  auditLog: async (page, pageSize) => ({ items: [], total: 0, page, pageSize }),
  lastWrite: async () => undefined,
};

const documented = (doc: Record<string, unknown>) =>
  Object.entries(doc.paths as Record<string, Record<string, unknown>>)
    .flatMap(([path, ops]) => Object.keys(ops).map((method) => key(method, path)))
    .sort();

describe('the OpenAPI document of the live server', () => {
  it('leaves the sign-in out of the standalone document', () => {
    const doc = openApiDocument();
    for (const op of LIVE_AUTH_OPERATIONS) {
      expect(documented(doc)).not.toContain(key(op.method, op.path));
    }
  });

  it('documents every route a core with the sign-in answers, and nothing else', async () => {
    const api = createApi({ store, logRequests: false, controlPath: false, adminAuth: noAuth });
    const res = await api(new Request('http://localhost/api/openapi.json'));
    const doc = await res.json();
    const answered = [
      ...new Set(
        knownRoutes()
          .filter((r) => !r.path.startsWith('/api/__mock'))
          .map((r) => key(r.method, r.path)),
      ),
    ].sort();
    // The control path is off: its operations are not the live server's.
    expect(documented(doc)).toEqual(answered);
    expect(doc.tags.map((tag: { name: string }) => tag.name)).not.toContain('Standalone control');
    expect(doc.info.description).not.toContain('Standalone control');
    for (const op of LIVE_AUTH_OPERATIONS) expect(answered).toContain(key(op.method, op.path));
    const control = await api(new Request('http://localhost/api/__mock/scenarios'));
    expect(control.status).toBe(404);
  });

  it('secures the admin operations with the session cookie, not the demo headers', async () => {
    const api = createApi({ store, logRequests: false, controlPath: false, adminAuth: noAuth });
    const doc = await (await api(new Request('http://localhost/api/openapi.json'))).json();
    expect(doc.components.securitySchemes).toEqual({
      adminSession: { type: 'apiKey', in: 'cookie', name: 'brightline_admin_session' },
    });
    expect(doc.paths['/api/admin/contact-submissions'].get.security).toEqual([
      { adminSession: [] },
    ]);
    expect(doc.paths['/api/admin/audit-log'].get.security).toEqual([{ adminSession: [] }]);
    expect(doc.paths['/api/admin/session'].post.responses['429']).toBeDefined();
    // A form's Idempotency-Key used before for another body: refused.
    expect(doc.paths['/api/contact'].post.responses['422']).toBeDefined();
    // No session: a live admin call is 401 even with the demo headers.
    const refused = await api(
      new Request('http://localhost/api/admin/contact-submissions', {
        headers: { username: 'admin', password: 'demo-admin-2024' },
      }),
    );
    expect(refused.status).toBe(401);
  });

  it('documents what the session operations answer a visitor who is not signed in', async () => {
    const api = createApi({ store, logRequests: false, controlPath: false, adminAuth: noAuth });
    const doc = await (await api(new Request('http://localhost/api/openapi.json'))).json();
    const session = 'http://localhost/api/admin/session';
    const nobody = await api(new Request(session));
    expect(nobody.status).toBe(401);
    expect(doc.paths['/api/admin/session'].get.responses[String(nobody.status)]).toBeDefined();
    const large = await api(
      new Request(session, {
        method: 'DELETE',
        headers: { 'Content-Type': 'application/json', 'Content-Length': '5000000' },
      }),
    );
    expect(large.status).toBe(413);
    expect(doc.paths['/api/admin/session'].delete.responses[String(large.status)]).toBeDefined();
  });
});
