import { beforeAll, describe, expect, it } from 'vitest';
import { knownRoutes } from '../../../backend/handlers/request-rules';
import { editConflictSchema } from '../../../backend/openapi';
import { seed } from '../../../seed';
import { apiErrorSchema } from '../../../src/contract/entities';
import { BODY_LIMITS } from '../../../src/contract/limits';
import { OPERATIONS, type Operation } from '../../../src/contract/operations';
import { CALCULATOR_FEATURES } from '../../../src/contract/options';
import { EDIT_CONFLICT_STATUS, IF_MATCH_HEADER, versionOf } from '../../../src/contract/versions';
import { call, get, post, put, resetToSeed } from './call';
import { CONSULTATION, CONTACT_INQUIRY } from './examples';

// The OpenAPI document served at /api/openapi.json, and the API core held to
// it: every route the core answers is in the document and every operation of
// the document is answered, with the status and body the document gives.

const admin = { admin: true };
const key = (method: string, path: string) =>
  `${method.toUpperCase()} ${path.replace(/:\w+|\{\w+\}/g, '{}')}`;

const first = <T>(rows: readonly T[]): T => {
  const [row] = rows;
  if (row === undefined) throw new Error('The seed has no row here');
  return row;
};

// A concrete path for each operation's parameters, naming a seeded record.
const EXAMPLE_PARAMS: Record<string, string> = {
  slugOrId: first(seed.technologies).slug,
  slug: first(seed.caseStudies).slug,
  id: first(seed.services).id,
  sectionId: 'hero',
  name: 'seed',
};
const blogSlug = first(seed.blogPosts).slug;

function pathOf(op: Operation): string {
  const path = op.path.replace(/\{(\w+)\}/g, (_, name: string) => EXAMPLE_PARAMS[name] ?? name);
  if (op.path === '/api/blog/{slug}') return `/api/blog/${blogSlug}`;
  if (op.path === '/api/portfolio/{id}') return `/api/portfolio/${first(seed.portfolio).id}`;
  if (op.path === '/api/team/{id}') return `/api/team/${first(seed.team).id}`;
  if (op.path === '/api/technologies/{slugOrId}' && op.method === 'put') {
    return `/api/technologies/${first(seed.technologies).id}`;
  }
  if (op.path === '/api/consultations/booked-slots') return `${path}?from=2026-11-25&to=2026-11-30`;
  return path;
}

// A valid body for each operation that takes one (Tuesday 24 November 2026 on
// the backend's clock makes Wednesday 25 bookable).
const audit = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  company: 'Analytical Engines',
  website: 'https://example.com',
  phone: '',
  currentChallenges: 'Our pages take ten seconds to load.',
};
async function exampleBody(op: Operation): Promise<unknown> {
  switch (`${op.method} ${op.path}`) {
    case 'post /api/contact':
      return CONTACT_INQUIRY;
    case 'post /api/consultations':
      return { ...CONSULTATION, selectedDate: '2026-11-25' };
    case 'post /api/cost-calculator':
      return {
        name: 'Ada Lovelace',
        email: 'ada@example.com',
        company: '',
        projectType: 'web-app',
        complexity: 'simple',
        timeline: '1-2-months',
        teamSize: '1-2',
        features: [CALCULATOR_FEATURES[0].value],
      };
    case 'post /api/free-audit':
      return audit;
    case 'post /api/newsletter':
      return { email: 'ada@example.com' };
    case 'put /api/__mock/config':
      return { latencyMs: 0 };
    case 'put /api/__mock/snapshot':
      return (await get('/api/__mock/snapshot', admin)).json;
    case 'put /api/admin/homepage-sections/{sectionId}':
      return (await get('/api/homepage')).json.hero.content;
    case 'put /api/admin/newsletter-subscribers/{id}':
      return { isActive: false };
    default: {
      // An edit sends the record as it is.
      const found = (await get(pathOf({ ...op, method: 'get' }).replace(/\/[^/]+$/, ''))).json;
      const id = decodeURIComponent(pathOf(op).split('/').pop() ?? '');
      return (found as { id: string }[]).find((row) => row.id === id);
    }
  }
}

// The seed has no leads: a consultation makes one, with its form's record.
const LEAD_DETAIL = '/api/admin/lead-captures/{id}';
async function leadDetailPath(): Promise<string> {
  await put('/api/__mock/config', { clock: '2026-11-24T10:00:00.000Z' });
  const booked = await call('post', '/api/consultations', {
    body: { ...CONSULTATION, selectedDate: '2026-11-25' },
  });
  expect(booked.status).toBe(201);
  const [lead] = (await get('/api/admin/lead-captures', admin)).json;
  return `/api/admin/lead-captures/${lead.id}`;
}

// Nor subscribers: a signup makes one.
const SUBSCRIBER = '/api/admin/newsletter-subscribers/{id}';
async function subscriberPath(): Promise<string> {
  expect((await post('/api/newsletter', { email: 'ada@example.com' })).status).toBe(201);
  const [subscriber] = (await get('/api/admin/newsletter-subscribers', admin)).json;
  return `/api/admin/newsletter-subscribers/${subscriber.id}`;
}

async function document() {
  const res = await get('/api/openapi.json');
  expect(res.status).toBe(200);
  return res.json;
}

beforeAll(() => resetToSeed());

describe('GET /api/openapi.json', () => {
  it('is an OpenAPI 3.1 document of every route the core answers, and of nothing else', async () => {
    const doc = await document();
    expect(doc.openapi).toBe('3.1.0');
    const documented = Object.entries(doc.paths as Record<string, Record<string, unknown>>)
      .flatMap(([path, ops]) => Object.keys(ops).map((method) => key(method, path)))
      .sort();
    const answered = [...new Set(knownRoutes().map((r) => key(r.method, r.path)))].sort();
    expect(documented).toEqual(answered);
  });

  it('gives each operation JSON Schemas for its body and answers, with the admin ones secured', async () => {
    const doc = await document();
    for (const op of OPERATIONS) {
      const entry = doc.paths[op.path][op.method];
      const success = entry.responses[String(op.status ?? 200)];
      expect(success.content['application/json'].schema, `${op.method} ${op.path}`).toBeTypeOf(
        'object',
      );
      if (op.body)
        expect(entry.requestBody.content['application/json'].schema).toBeTypeOf('object');
      expect(entry.security !== undefined, `${op.method} ${op.path} secured`).toBe(!!op.admin);
      expect(entry.operationId).toMatch(/^[a-z][A-Za-z0-9]+$/);
    }
    const contact = doc.paths['/api/contact'].post.requestBody.content['application/json'].schema;
    // The contact dialog's form and the contact page's, with the contract's limits.
    expect(contact.anyOf).toHaveLength(2);
    expect(contact.anyOf[0].required).toEqual(expect.arrayContaining(['name', 'email', 'message']));
    expect(contact.anyOf[0].properties.message.maxLength).toBeGreaterThan(0);
    // An email is said to be one, with its limit, on every body that takes one.
    const newsletter = doc.paths['/api/newsletter'].post.requestBody.content['application/json'];
    for (const email of [contact.anyOf[0].properties.email, newsletter.schema.properties.email]) {
      expect(email).toMatchObject({ type: 'string', format: 'email', maxLength: 254 });
    }
  });

  it('offers every lead form an Idempotency-Key header, every edit If-Match, and no other operation', async () => {
    const doc = await document();
    for (const op of OPERATIONS) {
      const headers = (doc.paths[op.path][op.method].parameters ?? []).filter(
        (parameter: { in: string }) => parameter.in === 'header',
      );
      const isLeadForm = op.tag === 'Leads' && op.method === 'post';
      expect(
        headers.map((h: { name: string }) => h.name),
        `${op.method} ${op.path}`,
      ).toEqual([
        ...(isLeadForm ? ['Idempotency-Key'] : []),
        ...(op.versioned ? ['If-Match'] : []),
      ]);
    }
  });
});

describe('the core answers as the document says', () => {
  for (const op of OPERATIONS) {
    it(`${op.method.toUpperCase()} ${op.path}`, async () => {
      // Every status the core answers here, to be found among the document's.
      const seen = new Set<number>();
      const probe = async (...args: Parameters<typeof call>) => {
        const answer = await call(...args);
        seen.add(answer.status);
        return answer;
      };
      await resetToSeed();
      await put('/api/__mock/config', { clock: '2026-11-24T10:00:00.000Z' });
      const path =
        op.path === LEAD_DETAIL
          ? await leadDetailPath()
          : op.path === SUBSCRIBER
            ? await subscriberPath()
            : pathOf(op);
      const body = op.body ? await exampleBody(op) : undefined;
      // Every write is JSON, even one without a body.
      const headers: Record<string, string> =
        op.method === 'get' ? {} : { 'Content-Type': 'application/json' };

      if (op.admin) {
        const refused = await probe(op.method, path, { body, headers });
        expect(refused.status).toBe(401);
        expect(apiErrorSchema.safeParse(refused.json).success).toBe(true);
      }
      if (op.body && !op.body.safeParse({}).success) {
        const invalid = await probe(op.method, path, { body: {}, admin: op.admin, headers });
        expect(invalid.status).toBe(400);
        expect(apiErrorSchema.parse(invalid.json).fieldErrors).toBeDefined();
      }

      if (op.versioned) {
        // Made from another version than the one stored: refused, with the item as stored now.
        const stale = await probe(op.method, path, {
          body,
          admin: op.admin,
          headers: { ...headers, [IF_MATCH_HEADER]: '"0"' },
        });
        expect(stale.status).toBe(EDIT_CONFLICT_STATUS);
        expect(apiErrorSchema.safeParse(stale.json).success).toBe(true);
        expect(op.versioned.safeParse(stale.json.current).error?.issues ?? []).toEqual([]);
        // The document's schema of the body is closed: no key outside it.
        const conflict = editConflictSchema(op.versioned).strict().safeParse(stale.json);
        expect(conflict.error?.issues ?? []).toEqual([]);
        const documented = (await document()).paths[op.path][op.method].responses[
          String(EDIT_CONFLICT_STATUS)
        ].content['application/json'].schema;
        expect(documented.allOf).toBeUndefined();
        expect(Object.keys(documented.properties)).toEqual(
          expect.arrayContaining(Object.keys(stale.json)),
        );
        // The example body is the item as the app reads it: its version is the one stored.
        expect(stale.headers.get('ETag')).toBe(versionOf(body));
        headers[IF_MATCH_HEADER] = versionOf(body);
      }
      const res = await probe(op.method, path, { body, admin: op.admin, headers });
      expect(res.status).toBe(op.status ?? 200);
      const parsed = op.response.safeParse(res.json);
      expect(parsed.error?.issues ?? []).toEqual([]);
      // Lists are not empty: a schema over an empty list would check nothing.
      if (Array.isArray(res.json) && op.tag === 'Content')
        expect(res.json.length).toBeGreaterThan(0);

      if (op.notFound) {
        const missing = path.replace(/[^/]+$/, 'no-such-thing');
        const absent = await probe(op.method, missing, { body, admin: op.admin, headers });
        expect([404, 400]).toContain(absent.status);
        expect(apiErrorSchema.safeParse(absent.json).success).toBe(true);
      }

      // A malformed escape before the route's path, and a body said to be over any limit.
      const malformed = await probe(op.method, `/%ZZ${path}`, { body, admin: op.admin, headers });
      expect(malformed.status).toBe(400);
      if (op.method !== 'get') {
        const tooLarge = await probe(op.method, path, {
          body,
          admin: op.admin,
          headers: { ...headers, 'Content-Length': String(BODY_LIMITS.snapshot + 1) },
        });
        expect(tooLarge.status).toBe(413);
      }
      const documented = (await document()).paths[op.path][op.method].responses;
      expect(Object.keys(documented)).toEqual(expect.arrayContaining([...seen].map(String)));
    });
  }
});
