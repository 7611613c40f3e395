import type {
  BlogPost,
  CaseStudy,
  Client,
  ContactSubmission,
  LeadCapture,
  NewsletterSubscriber,
  PortfolioItem,
  Service,
  TeamMember,
  Testimonial,
} from '../src/contract/entities';
import type { StoredSection } from '../src/contract/homepage';
import type {
  ConsultationRecord,
  CostEstimateRecord,
  FreeAuditRecord,
} from '../src/contract/lead-details';
import type { LoggedRequest } from '../src/contract/mock-control';
import type { Technology } from '../src/contract/technologies';

// What the API core needs from a store, whatever holds the data: IndexedDB in
// the standalone service worker, PostgreSQL in Node. The handlers keep every
// rule (validation, uniqueness checks, ordering of the answers); a store only
// keeps rows, so the two stores cannot drift apart in what they allow.

/** A rate-limit count: its key, and the ISO instant its window started. */
export interface RateWindow {
  key: string;
  windowStart: string;
}

/** Every table of content and leads, by name, with its row type. */
export interface StoreTables {
  services: Service;
  clients: Client;
  testimonials: Testimonial;
  caseStudies: CaseStudy;
  portfolio: PortfolioItem;
  team: TeamMember;
  blogPosts: BlogPost;
  homepageSections: StoredSection;
  technologies: Technology;
  contactSubmissions: ContactSubmission;
  leadCaptures: LeadCapture;
  newsletterSubscribers: NewsletterSubscriber;
  consultations: ConsultationRecord;
  costEstimates: CostEstimateRecord;
  freeAudits: FreeAuditRecord;
}

export type TableName = keyof StoreTables;
export type Row<T extends TableName> = StoreTables[T];
export type Field<T extends TableName> = keyof Row<T> & string;

/** Tables that hold what visitors sent. */
export const LEAD_TABLES = [
  'contactSubmissions',
  'leadCaptures',
  'newsletterSubscribers',
  'consultations',
  'costEstimates',
  'freeAudits',
] as const satisfies readonly TableName[];

export type LeadTable = (typeof LEAD_TABLES)[number];

/** Settings whose key starts with this hold the id sequences (./ids.ts). */
export const SEQUENCE_KEY_PREFIX = 'sequence:';

/**
 * What a store throws when a write would give two rows one unique key (an id, a
 * slug, a subscriber email, a booked slot), and nothing of it is written. Two
 * requests checked the key at once, both found it free, and the store let one
 * write it: the handler that made the check answers the loser as it answers a
 * key already taken.
 */
export class UniqueViolation extends Error {
  constructor(
    readonly table: TableName,
    /** The fields of the key, when the store can tell them. */
    readonly fields: readonly string[] = [],
    options?: { cause?: unknown },
  ) {
    super(`A row of ${table} already has this ${fields.join(' and ') || 'key'}`, options);
    this.name = 'UniqueViolation';
  }
}

/** Whether `error` is a refused write of a key of `table` that holds `field`. */
export const isUniqueViolationOf = (error: unknown, table: TableName, field: string) =>
  error instanceof UniqueViolation && error.table === table && error.fields.includes(field);

export interface ListQuery<T extends TableName> {
  /** Ascending by this field, ties by id; by id alone when absent. */
  orderBy?: Field<T>;
  /**
   * The order of `orderBy`'s values when it is not their text's (a budget's
   * codes by amount): rows whose value is not listed (none, '') come first,
   * in their text's order, then each listed value's rows; ties by id.
   */
  rank?: readonly string[];
  /** The whole order reversed (ties too). */
  desc?: boolean;
  offset?: number;
  limit?: number;
}

/** The request log's entry as written; the store numbers it (`seq`). */
export type LogEntry = Omit<LoggedRequest, 'seq'>;

export interface Store {
  /** The tables this store holds (a store may predate a newer table). */
  readonly tables: readonly TableName[];

  list<T extends TableName>(table: T, query?: ListQuery<T>): Promise<Row<T>[]>;
  /**
   * Every row in ascending order of `orderBy`, for filtering in memory (search,
   * counts over a condition). The store may answer from a cache that any write
   * empties: do not change the array.
   */
  scan<T extends TableName>(table: T, orderBy: Field<T>): Promise<readonly Row<T>[]>;
  count(table: TableName): Promise<number>;
  /**
   * The row with this id. With `forUpdate`, inside a transaction, the row is
   * the transaction's until it ends: another transaction's `forUpdate` read of
   * it waits, so that an edit checked against the row is written before anyone
   * else reads it. (IndexedDB runs its transactions one after the other.)
   */
  get<T extends TableName>(
    table: T,
    id: string,
    options?: { forUpdate?: boolean },
  ): Promise<Row<T> | undefined>;
  /** The first row (by id) whose `field` equals `value` exactly: slugs, emails. */
  find<T extends TableName>(table: T, field: Field<T>, value: string): Promise<Row<T> | undefined>;
  /** Consultations booked between two dates (inclusive), by date and time. */
  bookings(from: string, to: string): Promise<ConsultationRecord[]>;
  /** Adds a row; throws UniqueViolation when its id or another unique key is taken. */
  add<T extends TableName>(table: T, row: Row<T>): Promise<void>;
  /** Adds or replaces a row by its id; throws UniqueViolation when another unique key is taken. */
  put<T extends TableName>(table: T, row: Row<T>): Promise<void>;

  /**
   * Runs `work` in one transaction: every store call made while it runs joins
   * it, and a thrown error undoes all of them.
   */
  transaction<R>(work: () => Promise<R>): Promise<R>;
  /**
   * Runs `work`, whose store calls only add rows (`add`, and a host's own writes
   * that answer nothing, such as the live server's email outbox), and keeps all
   * of its rows or none: a thrown error, or a row the store refuses, keeps none.
   * A server's store sends them together when `work` ends, as one statement:
   * one round trip instead of BEGIN, one for each insert, and COMMIT. So an
   * add's refusal (UniqueViolation) is caught around `batch`, not around the
   * add, and a read inside is refused. Within a transaction the rows join it.
   */
  batch(work: () => Promise<void>): Promise<void>;

  /** The backend's settings (control settings, id sequences), by key. */
  readSetting(key: string): Promise<unknown>;
  writeSetting(key: string, value: unknown): Promise<void>;

  /**
   * Replaces the content and leads with `rows` (a table left out is emptied), all
   * or nothing. The settings stay; the id sequences restart.
   */
  replace(rows: Partial<Record<TableName, readonly unknown[]>>): Promise<void>;
  /**
   * Back to the seed: content written again, no leads, default settings,
   * sequences restarted, no rate-limit counts.
   */
  reset(): Promise<void>;

  /**
   * Counts one hit in each of `windows` and gives each window's hits so far,
   * this one included, in the same order: one atomic step for all of them
   * (several server processes share the counts), one round trip on a server.
   * Their keys differ. The first hit of a window drops the windows that
   * started before `expireBefore`.
   */
  hit(windows: readonly RateWindow[], expireBefore: string): Promise<number[]>;

  /** Appends to the request log, keeping the newest `keep` entries. */
  appendLog(entry: LogEntry, keep: number): Promise<void>;
  /** The request log, oldest first. */
  readLog(): Promise<LoggedRequest[]>;
  clearLog(): Promise<void>;
}
