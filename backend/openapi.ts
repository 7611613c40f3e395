import { z } from 'zod';
import {
  ADMIN_HEADERS,
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENCY_KEY_PATTERN,
} from '../src/contract/endpoints';
import { apiErrorSchema } from '../src/contract/entities';
import { LIVE_AUTH_OPERATIONS, OPERATIONS, type Operation } from '../src/contract/operations';
import { OUTBOX_OPERATIONS } from '../src/contract/outbox';
import { EDIT_CONFLICT_STATUS, IF_MATCH_HEADER } from '../src/contract/versions';
import { SESSION_COOKIE } from './admin-auth';
import { IDEMPOTENCY_KEY_DAYS, KEY_REUSED_STATUS, REPLAYED_HEADER } from './idempotency';

// The OpenAPI 3.1 document of the /api contract, generated from the contract's
// zod schemas (zod's JSON Schema output, draft 2020-12, which OpenAPI 3.1 uses)
// and served at GET /api/openapi.json by every host of the API core.

type JsonSchema = Record<string, unknown>;

/**
 * The body of a 412 (EditConflict in src/contract/versions.ts): the refusal in
 * words and the item as stored now, of `item`'s schema. One object, closed as
 * ApiError is, so that a body holding `current` can be valid.
 */
export const editConflictSchema = (item: z.ZodType) =>
  z.object({
    error: z.string(),
    current: item,
    savedBy: z.string().optional().describe('Live server: who saved the item last (its audit log)'),
    savedAt: z.iso.datetime().optional().describe('Live server: when the item was saved last'),
    savedBySelf: z
      .boolean()
      .optional()
      .describe('Live server: the admin refused made that save, in another window'),
  });

function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  // Refinements (a date range, say) have no JSON Schema form: the schema says
  // what it can and the API answers 400 with field errors for the rest.
  const { $schema: _, ...rest } = z.toJSONSchema(schema, {
    io,
    unrepresentable: 'any',
    reused: 'inline',
  }) as JsonSchema;
  return rest;
}

const json = (schema: JsonSchema) => ({ 'application/json': { schema } });
const errorBody = (description: string) => ({
  description,
  content: json({ $ref: '#/components/schemas/ApiError' }),
});

function parameters(op: Operation) {
  const inPath = [...op.path.matchAll(/\{(\w+)\}/g)].map(([, name]) => ({
    name,
    in: 'path',
    required: true,
    schema: { type: 'string' },
  }));
  const query = op.query
    ? Object.entries(
        (jsonSchema(op.query, 'input').properties ?? {}) as Record<string, JsonSchema>,
      ).map(([name, schema]) => ({
        name,
        in: 'query',
        required: op.queryRequired ?? false,
        schema,
      }))
    : [];
  const idempotencyKey =
    op.tag === 'Leads' && op.method === 'post'
      ? [
          {
            name: IDEMPOTENCY_KEY_HEADER,
            in: 'header',
            required: false,
            description: `A key per submission (a UUID): the live server writes a send repeated with it once, and answers it with the first answer (header ${REPLAYED_HEADER}: true), for ${IDEMPOTENCY_KEY_DAYS} days`,
            schema: { type: 'string', pattern: IDEMPOTENCY_KEY_PATTERN.source },
          },
        ]
      : [];
  const ifMatch = op.versioned
    ? [
        {
          name: IF_MATCH_HEADER,
          in: 'header',
          required: false,
          description:
            'The version of the item the edit was made from: an entity tag, a hash of the item as the API answers it (versionOf in src/contract/versions.ts). When the item has been saved since, the edit is refused (412). Without it, the edit is saved whatever was saved before.',
          schema: { type: 'string' },
        },
      ]
    : [];
  return [...inPath, ...query, ...idempotencyKey, ...ifMatch];
}

/** The header of an answer that asks the client to wait (429, 503). */
const RETRY_AFTER = {
  'Retry-After': { schema: { type: 'integer' }, description: 'Seconds to wait' },
};

function operation(op: Operation, liveAuth: boolean) {
  const responses: Record<string, unknown> = {
    [String(op.status ?? 200)]: {
      description: op.status === 201 ? 'Created' : 'OK',
      content: json(jsonSchema(op.response, 'output')),
    },
  };
  // Any path may reach a route with a malformed escape before it (a route
  // answers every path that ends with it): checkPathEncoding's 400.
  const malformedPath = 'the path holds a malformed percent-escape or a control character';
  responses['400'] = errorBody(
    op.body || op.query
      ? `The body or query failed validation (fieldErrors by field), or ${malformedPath}`
      : `The ${malformedPath.slice(4)}`,
  );
  if (op.admin) {
    responses['401'] = errorBody(liveAuth ? 'No admin session' : 'Admin credentials required');
  }
  if (op.path === '/api/admin/session' && op.method === 'get') {
    responses['401'] = errorBody('Nobody is signed in: no session, or it has ended');
  }
  if (op.path === '/api/admin/session' && op.method === 'post') {
    responses['401'] = errorBody('Invalid username or password');
    responses['429'] = {
      ...errorBody('Too many failed sign-ins for this account or address: locked for a while'),
      headers: RETRY_AFTER,
    };
  }
  if (op.notFound) responses['404'] = errorBody('Nothing with this address');
  if (op.conflict) responses['409'] = errorBody('Conflicts with what is stored');
  if (op.versioned) {
    responses[String(EDIT_CONFLICT_STATUS)] = {
      description:
        'Saved by someone else since the version in If-Match: nothing written; the item as stored now, and its version in ETag',
      headers: { ETag: { schema: { type: 'string' }, description: 'The version stored now' } },
      content: json(jsonSchema(editConflictSchema(op.versioned), 'output')),
    };
  }
  if (op.method !== 'get') {
    responses['403'] = errorBody('A write from another site');
    responses['415'] = errorBody('A write whose Content-Type is not application/json');
    // Every write's body is held to a limit, a write that takes none included.
    responses['413'] = errorBody('The body is larger than the limit');
  }
  if (op.tag === 'Leads' && op.method === 'post') {
    responses['429'] = {
      ...errorBody('Too many sends of this form from this address (live server); see Retry-After'),
      headers: RETRY_AFTER,
    };
  }
  if (liveAuth && op.tag === 'Leads' && op.method === 'post') {
    responses[String(KEY_REUSED_STATUS)] = errorBody(
      `The ${IDEMPOTENCY_KEY_HEADER} was used before for a different body: nothing written`,
    );
  }
  if (liveAuth) {
    // The live server's PostgreSQL down or out of reach (server/pg/unavailable.ts).
    responses['503'] = {
      ...errorBody(
        'The database cannot be reached for a moment: nothing was read or written; see Retry-After',
      ),
      headers: RETRY_AFTER,
    };
  }
  const params = parameters(op);
  return {
    summary: op.summary,
    tags: [op.tag],
    operationId: `${op.method}${op.path
      .replace(/^\/api/, '')
      .replace(/[{}]/g, '')
      .replace(/[^a-zA-Z0-9]+(.)?/g, (_, next = '') => next.toUpperCase())}`,
    ...(params.length > 0 && { parameters: params }),
    ...(op.admin && {
      security: liveAuth ? [{ adminSession: [] }] : [{ adminUsername: [], adminPassword: [] }],
    }),
    ...(op.body && {
      requestBody: { required: true, content: json(jsonSchema(op.body, 'input')) },
    }),
    responses,
  };
}

const built = new Map<string, JsonSchema>();

const CONTROL_TAG = 'Standalone control';

/**
 * The document, built once per kind of backend: with `liveAuth` (the live
 * server's sign-in) it has the session operations, and the admin operations
 * take the session cookie instead of the demo headers; a server that sends
 * email (`mail`) also has the outbox's operations; one with the control path
 * turned off (`control: false`, the live server) leaves the control path's
 * operations out.
 */
export function openApiDocument({
  liveAuth = false,
  mail = false,
  control = true,
}: {
  liveAuth?: boolean;
  mail?: boolean;
  control?: boolean;
} = {}): JsonSchema {
  const kind = `${liveAuth}|${mail}|${control}`;
  const done = built.get(kind);
  if (done) return done;
  const paths: Record<string, Record<string, unknown>> = {};
  const operations = [
    ...OPERATIONS.filter((op) => control || op.tag !== CONTROL_TAG),
    ...(liveAuth ? LIVE_AUTH_OPERATIONS : []),
    ...(mail ? OUTBOX_OPERATIONS : []),
  ];
  for (const op of operations) {
    paths[op.path] = { ...paths[op.path], [op.method]: operation(op, liveAuth) };
  }
  const document: JsonSchema = {
    openapi: '3.1.0',
    info: {
      title: 'Brightline Labs API',
      version: '1.0.0',
      description: control
        ? 'The REST contract of the Brightline Labs site. Writes take JSON from the same origin. ' +
          `The "${CONTROL_TAG}" operations are answered by the standalone backend only; ` +
          'the live server answers them 404.'
        : 'The REST contract of the Brightline Labs site. Writes take JSON from the same origin.',
    },
    paths,
    components: {
      schemas: { ApiError: jsonSchema(apiErrorSchema, 'output') },
      securitySchemes: liveAuth
        ? { adminSession: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE } }
        : {
            adminUsername: { type: 'apiKey', in: 'header', name: ADMIN_HEADERS.username },
            adminPassword: { type: 'apiKey', in: 'header', name: ADMIN_HEADERS.password },
          },
    },
    tags: [
      { name: 'Content', description: 'What the public pages show' },
      { name: 'Leads', description: 'What visitors send' },
      { name: 'Admin', description: 'Lists of leads and CMS edits (admin credentials)' },
      ...(control
        ? [{ name: CONTROL_TAG, description: 'QA and demo control of the standalone backend' }]
        : []),
      { name: 'Contract', description: 'This document' },
    ],
  };
  built.set(kind, document);
  return document;
}
