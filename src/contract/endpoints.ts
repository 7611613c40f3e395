// Every path of the /api contract (spec section 7), in one place. No zod here:
// the page's api client imports this module on the landing route.

export const API = {
  contact: '/api/contact',
  consultations: '/api/consultations',
  /** Which consultation slots are taken: dates and times only, no personal data. */
  bookedSlots: '/api/consultations/booked-slots',
  consultationCalendar: '/api/consultations/calendar',
  costCalculator: '/api/cost-calculator',
  newsletter: '/api/newsletter',
  freeAudit: '/api/free-audit',
  homepage: '/api/homepage',
  services: '/api/services',
  service: (id: string) => `/api/services/${encodeURIComponent(id)}`,
  technologies: '/api/technologies',
  /** GET by slug, PUT by id: the two never coincide (ids are tech-<slug>). */
  technology: (slugOrId: string) => `/api/technologies/${encodeURIComponent(slugOrId)}`,
  caseStudies: '/api/case-studies',
  caseStudy: (slug: string) => `/api/case-studies/${encodeURIComponent(slug)}`,
  portfolio: '/api/portfolio',
  portfolioItem: (id: string) => `/api/portfolio/${encodeURIComponent(id)}`,
  team: '/api/team',
  teamMember: (id: string) => `/api/team/${encodeURIComponent(id)}`,
  blog: '/api/blog',
  blogPost: (slug: string) => `/api/blog/${encodeURIComponent(slug)}`,
  contactSubmissions: '/api/admin/contact-submissions',
  leadCaptures: '/api/admin/lead-captures',
  /** One lead capture with the record of the form it came from (./lead-details.ts). */
  leadCapture: (id: string) => `/api/admin/lead-captures/${encodeURIComponent(id)}`,
  /** The lead captures' list with each lead's details, for an export. */
  leadDetails: '/api/admin/lead-details',
  newsletterSubscribers: '/api/admin/newsletter-subscribers',
  /** One subscriber: its status is set here. */
  newsletterSubscriber: (id: string) =>
    `/api/admin/newsletter-subscribers/${encodeURIComponent(id)}`,
  homepageSection: (sectionId: string) =>
    `/api/admin/homepage-sections/${encodeURIComponent(sectionId)}`,
} as const;

/**
 * Control of the standalone backend, for QA and sales demos. Answered by the
 * service worker only; a real server would not expose it.
 */
export const MOCK_API = {
  reset: '/api/__mock/reset',
  config: '/api/__mock/config',
  snapshot: '/api/__mock/snapshot',
  /** The named data sets, with a line each. */
  scenarios: '/api/__mock/scenarios',
  /** POST: replace the content and leads with a named data set. */
  scenario: (name: string) => `/api/__mock/scenario/${encodeURIComponent(name)}`,
  /** The request log: GET reads it (oldest first), DELETE empties it. */
  requests: '/api/__mock/requests',
} as const;

/** Headers that carry the admin credentials on admin calls (spec section 6). */
export const ADMIN_HEADERS = { username: 'username', password: 'password' } as const;

/**
 * A public form's send may carry a key of the sender's choosing (a UUID per
 * submission): the live server answers a send repeated with the same key, on
 * the same path, with the first answer, and writes nothing again. The app sends
 * one with every lead form, so that a send retried after a lost answer (or
 * from the offline outbox) never makes a second lead. Keys are kept 7 days.
 */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
/** A key: 1 to 200 visible ASCII characters. */
export const IDEMPOTENCY_KEY_PATTERN = /^[\x21-\x7e]{1,200}$/;

/** Dashboard counts (beyond spec section 7: the lists may be too long to count on the page). */
export const ADMIN_SUMMARY = '/api/admin/summary';

/** Email delivery of the live server (its outbox): messages dead or still failing. */
export const OUTBOX_API = {
  problems: '/api/admin/outbox',
  /** POST: puts a dead message back in the queue. */
  retry: (id: string) => `/api/admin/outbox/${encodeURIComponent(id)}/retry`,
  /** POST: puts every dead message back in the queue (a mail server fixed after an outage). */
  retryDead: '/api/admin/outbox/retry',
} as const;

/** The live server's admin sign-in (README, "Admin sign-in"); the standalone backend has none. */
export const ADMIN_AUTH_API = {
  session: '/api/admin/session',
  auditLog: '/api/admin/audit-log',
} as const;

/** The login failure of spec section 8, for a wrong username or password alike. */
export const INVALID_CREDENTIALS = 'Invalid username or password';
