// The backend's limits, in one place: the schemas, the forms and the README use
// these. Plain numbers, no zod, so that any module may import them.

/** Lengths of text, in characters. */
export const TEXT_LIMITS = {
  /** Ids and other keys sent by the admin. */
  id: 100,
  slug: 120,
  name: 120,
  /** RFC 5321's limit for an address. */
  email: 254,
  phone: 30,
  /** Titles, headlines, labels, categories, prices. */
  title: 200,
  /** Short descriptions, optional one-liners. */
  short: 500,
  /** Bios, card descriptions, homepage section texts. */
  medium: 2000,
  /** Form messages and long descriptions. */
  message: 10_000,
  /** A blog article's body. */
  article: 100_000,
  /** Every URL: links and images. */
  url: 2048,
  /** The search box of the admin lists. */
  search: 200,
} as const;

/** Lists of text: technologies, benefits, features. */
export const LIST_LIMITS = { items: 30, itemLength: 100 } as const;

/** Request bodies, in bytes: larger ones are refused with 413 before they are parsed. */
export const BODY_LIMITS = {
  /** The visitors' forms. */
  public: 64 * 1024,
  /** Admin edits and the backend's settings. */
  admin: 1024 * 1024,
  /** A whole-store snapshot import (30,000 leads fit). */
  snapshot: 32 * 1024 * 1024,
} as const;

/** Paging of the admin lists. */
export const PAGE_LIMITS = { pageSize: 500, page: 1_000_000 } as const;

/** "Name must be 120 characters or fewer". */
export const tooLongMessage = (what: string, max: number) =>
  `${what} must be ${max.toLocaleString('en-US')} characters or fewer`;

/** The standalone backend's control path (src/contract/mock-control.ts). */
export const MOCK_LIMITS = {
  /** An endpoint key: "METHOD /api/path" or "/api/path". */
  routeKey: 300,
  /** Faults, and endpoints with a latency of their own, each at most. */
  rules: 50,
  /** A fault that clears itself after this many answers at most. */
  faultTimes: 1000,
  /** Latency of an answer, in milliseconds. */
  latencyMs: 60_000,
  /** Calls kept in the request log: the oldest go first. */
  requestLog: 500,
  /** Bytes of a request's or an answer's body kept in the request log. */
  loggedBody: 4096,
} as const;

/**
 * Sends of each public form (contact, consultation, cost estimate, audit,
 * newsletter) a client address may make on the live server, per minute and
 * per day: beyond, 429 with Retry-After. The standalone backend has no limit.
 */
export const FORM_RATE_LIMITS = { perMinute: 5, perDay: 50 } as const;
