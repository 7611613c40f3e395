import { describe, expect, it } from 'vitest';
import { createApi } from '../../../backend/create-api';
import { knownRoutes } from '../../../backend/handlers/request-rules';
import type { LeadMail } from '../../../backend/lead-mail';
import { OUTBOX_OPERATIONS } from '../../../src/contract/outbox';
import { storeUnderTest } from './store-under-test';

// A core that sends email (the live server) also answers the outbox's admin
// operations, and its document lists them; ./openapi.test.ts holds a core
// without email to a document without them. Routes are registered per module
// load, so this file, run apart, sees only this core's.

const key = (method: string, path: string) =>
  `${method.toUpperCase()} ${path.replace(/:\w+|\{\w+\}/g, '{}')}`;

const mail: LeadMail = {
  settings: { sales: 'sales@example.com', from: 'site@example.com', timeZone: 'UTC' },
  outbox: {
    enqueue: async () => {},
    problems: async () => [],
    retry: async () => false,
    retryDead: async () => 0,
  },
};

describe('GET /api/openapi.json of a core that sends email', () => {
  it('documents every route the core answers, the outbox included, and nothing else', async () => {
    const opened = await storeUnderTest();
    const api = createApi({ store: opened.store, mail, logRequests: false });
    const doc = await (await api(new Request('http://localhost/api/openapi.json'))).json();
    const documented = Object.entries(doc.paths as Record<string, Record<string, unknown>>)
      .flatMap(([path, ops]) => Object.keys(ops).map((method) => key(method, path)))
      .sort();
    const answered = [...new Set(knownRoutes().map((r) => key(r.method, r.path)))].sort();
    expect(documented).toEqual(answered);
    for (const op of OUTBOX_OPERATIONS) {
      expect(documented).toContain(key(op.method, op.path));
      expect(doc.paths[op.path][op.method].security).toBeDefined();
    }
    await opened.close();
  });
});
