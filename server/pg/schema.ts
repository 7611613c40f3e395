import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  index,
  integer,
  json,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

// The PostgreSQL schema of the API core's store (../../backend/store.ts): one
// table per store table, a column per field (camelCase fields, snake_case
// columns). Lists and objects are `json`, which keeps the order of their keys
// as written (`jsonb` would sort them). Migrations are generated from this file
// by drizzle-kit into ./migrations; never edit an applied one.

/** A point in time: `timestamptz` in the database, an ISO string (UTC, ms) in the API. */
const instant = customType<{ data: string; driverData: Date | string }>({
  dataType: () => 'timestamp (3) with time zone',
  toDriver: (value) => value,
  fromDriver: (value) => new Date(value).toISOString(),
});

const list = () => json().$type<string[]>().notNull();

export const services = pgTable('services', {
  id: text().primaryKey(),
  name: text().notNull(),
  slug: text().notNull().unique(),
  description: text().notNull(),
  longDescription: text().notNull(),
  technologies: list(),
  benefits: list(),
  startingPrice: text(),
  deliveryTime: text(),
  color: text().notNull(),
  features: list(),
  order: integer().notNull(),
});

export const clients = pgTable('clients', {
  id: text().primaryKey(),
  name: text().notNull(),
  logo: text().notNull(),
  description: text().notNull(),
  order: integer().notNull(),
});

export const testimonials = pgTable('testimonials', {
  id: text().primaryKey(),
  quote: text().notNull(),
  author: text().notNull(),
  role: text().notNull(),
  company: text().notNull(),
  image: text().notNull(),
});

export const caseStudies = pgTable('case_studies', {
  id: text().primaryKey(),
  slug: text().notNull().unique(),
  title: text().notNull(),
  description: text().notNull(),
  longDescription: text().notNull(),
  category: text().notNull(),
  duration: text().notNull(),
  results: text().notNull(),
  technologies: list(),
  imageUrl: text().notNull(),
  clientName: text(),
});

export const portfolio = pgTable('portfolio', {
  id: text().primaryKey(),
  title: text().notNull(),
  category: text().notNull(),
  description: text().notNull(),
  imageUrl: text().notNull(),
  projectUrl: text(),
  technologies: list(),
  clientName: text(),
  /** A calendar date, yyyy-MM-dd, kept as written. */
  completedAt: text().notNull(),
});

export const team = pgTable('team', {
  id: text().primaryKey(),
  name: text().notNull(),
  role: text().notNull(),
  description: text().notNull(),
  imageUrl: text().notNull(),
  email: text(),
  linkedinUrl: text(),
  twitterUrl: text(),
  githubUrl: text(),
  order: integer().notNull(),
});

export const blogPosts = pgTable('blog_posts', {
  id: text().primaryKey(),
  slug: text().notNull().unique(),
  title: text().notNull(),
  excerpt: text().notNull(),
  content: text().notNull(),
  category: text().notNull(),
  author: text().notNull(),
  authorImage: text().notNull(),
  imageUrl: text().notNull(),
  publishedAt: instant().notNull(),
});

export const homepageSections = pgTable('homepage_sections', {
  id: text().primaryKey(),
  content: json().$type<Record<string, string>>().notNull(),
  updatedAt: instant().notNull(),
});

export const technologies = pgTable('technologies', {
  id: text().primaryKey(),
  slug: text().notNull().unique(),
  name: text().notNull(),
  description: text().notNull(),
  longDescription: text().notNull(),
  whatWeBuild: list(),
  ecosystem: list(),
  serviceSlugs: list(),
  matchTerms: list(),
  order: integer().notNull(),
});

export const contactSubmissions = pgTable(
  'contact_submissions',
  {
    id: text().primaryKey(),
    createdAt: instant().notNull(),
    firstName: text().notNull(),
    lastName: text().notNull(),
    email: text().notNull(),
    serviceInterest: text(),
    budget: text(),
    message: text().notNull(),
    phone: text(),
    company: text(),
    source: text().notNull(),
  },
  (t) => [index().on(t.createdAt)],
);

export const leadCaptures = pgTable(
  'lead_captures',
  {
    id: text().primaryKey(),
    createdAt: instant().notNull(),
    name: text().notNull(),
    email: text().notNull(),
    company: text().notNull(),
    role: text().notNull(),
    interest: text().notNull(),
    source: text().notNull(),
    /** The form's record this lead came from, in the table its source names. */
    recordId: text(),
  },
  (t) => [index().on(t.createdAt)],
);

export const newsletterSubscribers = pgTable(
  'newsletter_subscribers',
  {
    id: text().primaryKey(),
    email: text().notNull(),
    isActive: boolean().notNull(),
    subscribedAt: instant().notNull(),
  },
  // One subscription per address, whatever its case.
  (t) => [
    uniqueIndex('newsletter_subscribers_email_lower_key').on(sql`lower(${t.email})`),
    index().on(t.subscribedAt),
  ],
);

export const consultations = pgTable(
  'consultations',
  {
    id: text().primaryKey(),
    createdAt: instant().notNull(),
    name: text().notNull(),
    email: text().notNull(),
    phone: text().notNull(),
    company: text().notNull(),
    projectType: text().notNull(),
    budgetRange: text().notNull(),
    timelineNeeds: text().notNull(),
    /** A calendar date, yyyy-MM-dd, kept as written. */
    selectedDate: text().notNull(),
    selectedTime: text().notNull(),
    message: text().notNull(),
  },
  (t) => [uniqueIndex().on(t.selectedDate, t.selectedTime), index().on(t.createdAt)],
);

export const costEstimates = pgTable('cost_estimates', {
  id: text().primaryKey(),
  createdAt: instant().notNull(),
  name: text().notNull(),
  email: text().notNull(),
  company: text(),
  projectType: text().notNull(),
  complexity: text().notNull(),
  timeline: text().notNull(),
  teamSize: text().notNull(),
  features: list(),
});

export const freeAudits = pgTable('free_audits', {
  id: text().primaryKey(),
  createdAt: instant().notNull(),
  name: text().notNull(),
  email: text().notNull(),
  company: text().notNull(),
  website: text().notNull(),
  phone: text(),
  currentChallenges: text().notNull(),
});

/** The backend's settings: control settings and id sequences, by key. */
export const settings = pgTable('settings', {
  key: text().primaryKey(),
  value: json().notNull(),
});

/** Hits on the public forms, per form and client address, per window (backend/rate-limit.ts). */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text().notNull(),
    windowStart: instant().notNull(),
    hits: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] }), index().on(t.windowStart)],
);

export const requestLog = pgTable('request_log', {
  seq: integer().primaryKey().generatedAlwaysAsIdentity(),
  time: instant().notNull(),
  method: text().notNull(),
  path: text().notNull(),
  status: integer().notNull(),
  durationMs: integer().notNull(),
  requestHeaders: json().$type<Record<string, string>>().notNull(),
  requestBody: text().notNull(),
  requestBodyTruncated: boolean().notNull(),
  responseBody: text().notNull(),
  responseBodyTruncated: boolean().notNull(),
});

/**
 * The answers given to public form sends that carried an Idempotency-Key
 * (backend/idempotency.ts), by method, path and key: a send repeated with its
 * key gets the first answer again, and writes nothing.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    key: text().primaryKey(),
    /** The send's body, hashed: the same key with another body is refused. Empty: not kept. */
    fingerprint: text().notNull().default(''),
    status: integer().notNull(),
    body: json().notNull(),
    createdAt: instant().notNull(),
  },
  (t) => [index().on(t.createdAt)],
);

/**
 * Email about leads, written in the lead's own transaction and sent later by
 * the server's delivery loop (server/mail/). `status`: pending (due at
 * `nextAttemptAt`), sending (claimed by a loop until `nextAttemptAt`, then due
 * again should that process have died), sent, dead (no more tries).
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: text().primaryKey(),
    createdAt: instant().notNull(),
    kind: text().notNull(),
    toAddress: text().notNull(),
    fromAddress: text().notNull(),
    replyTo: text(),
    subject: text().notNull(),
    textBody: text().notNull(),
    calendar: text(),
    status: text().notNull(),
    attempts: integer().notNull(),
    nextAttemptAt: instant().notNull(),
    lastError: text(),
    sentAt: instant(),
  },
  (t) => [index().on(t.status, t.nextAttemptAt), index().on(t.createdAt)],
);

// The live server's admin sign-in (server/auth/): its own tables, never part of
// the store's content, written through PgStore.query() so that they join the
// transaction of the write they go with.

/** Staff who may sign in: the password as an scrypt hash with its salt and parameters. */
export const adminUsers = pgTable('admin_users', {
  username: text().primaryKey(),
  passwordHash: text().notNull(),
  createdAt: instant().notNull(),
  updatedAt: instant().notNull(),
});

/** Signed-in sessions: only the SHA-256 of the cookie's token is kept. */
export const adminSessions = pgTable(
  'admin_sessions',
  {
    tokenHash: text().primaryKey(),
    username: text()
      .notNull()
      .references(() => adminUsers.username, { onDelete: 'cascade' }),
    createdAt: instant().notNull(),
    expiresAt: instant().notNull(),
  },
  (t) => [index().on(t.expiresAt), index().on(t.username)],
);

/** Failed sign-ins, counted per account and per client address over a window. */
export const adminSignInFailures = pgTable(
  'admin_sign_in_failures',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    username: text().notNull(),
    address: text().notNull(),
    failedAt: instant().notNull(),
  },
  (t) => [index().on(t.username, t.failedAt), index().on(t.address, t.failedAt)],
);

/** Accounts and addresses locked out after too many failures, until `lockedUntil`. */
export const adminLockouts = pgTable('admin_lockouts', {
  key: text().primaryKey(),
  lockedUntil: instant().notNull(),
});

/** Who changed what, when: one row per admin write, written in the write's transaction. */
export const adminAuditLog = pgTable(
  'admin_audit_log',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    at: instant().notNull(),
    username: text().notNull(),
    method: text().notNull(),
    action: text().notNull(),
    item: text(),
  },
  (t) => [index().on(t.at)],
);
