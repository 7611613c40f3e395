import Dexie, { type EntityTable } from 'dexie';
import { LEAD_TABLES, SEQUENCE_KEY_PREFIX, type StoreTables } from '../backend/store';
import { seed } from '../seed';
import type {
  ConsultationRecord,
  CostEstimateRecord,
  FreeAuditRecord,
} from '../src/contract/lead-details';

// The standalone backend's IndexedDB database (./dexie-store.ts wraps it as the
// API core's store). It lives in the service worker (one store for
// every tab) and, in unit tests, in fake-indexeddb. Indexes exist for what the
// admin lists sort by; optional text is stored as '' so that no record falls out
// of an index. Bump the version and add an upgrade for every schema change:
// installed apps carry their data across updates.

export interface MetaRecord {
  key: string;
  value: unknown;
}

export const DB_NAME = 'brightline-backend';

const SCHEMA_VERSION = Number(import.meta.env.VITE_DB_SCHEMA_VERSION ?? 3);

export class BackendDb extends Dexie {
  services!: EntityTable<StoreTables['services'], 'id'>;
  clients!: EntityTable<StoreTables['clients'], 'id'>;
  testimonials!: EntityTable<StoreTables['testimonials'], 'id'>;
  caseStudies!: EntityTable<StoreTables['caseStudies'], 'id'>;
  portfolio!: EntityTable<StoreTables['portfolio'], 'id'>;
  team!: EntityTable<StoreTables['team'], 'id'>;
  blogPosts!: EntityTable<StoreTables['blogPosts'], 'id'>;
  homepageSections!: EntityTable<StoreTables['homepageSections'], 'id'>;
  contactSubmissions!: EntityTable<StoreTables['contactSubmissions'], 'id'>;
  leadCaptures!: EntityTable<StoreTables['leadCaptures'], 'id'>;
  newsletterSubscribers!: EntityTable<StoreTables['newsletterSubscribers'], 'id'>;
  consultations!: EntityTable<ConsultationRecord, 'id'>;
  costEstimates!: EntityTable<CostEstimateRecord, 'id'>;
  freeAudits!: EntityTable<FreeAuditRecord, 'id'>;
  technologies!: EntityTable<StoreTables['technologies'], 'id'>;
  meta!: EntityTable<MetaRecord, 'key'>;

  constructor(name = DB_NAME, schemaVersion = SCHEMA_VERSION) {
    super(name);
    this.version(1).stores({
      services: 'id, &slug, order',
      clients: 'id, order',
      testimonials: 'id',
      caseStudies: 'id, &slug, category',
      portfolio: 'id, category, completedAt',
      team: 'id, order',
      blogPosts: 'id, &slug, category, publishedAt',
      homepageSections: 'id',
      contactSubmissions:
        'id, createdAt, firstName, lastName, email, serviceInterest, budget, message',
      leadCaptures: 'id, createdAt, name, email, company, role, interest, source',
      newsletterSubscribers: 'id, &email, subscribedAt',
      consultations: 'id, createdAt, email',
      costEstimates: 'id, createdAt, email',
      freeAudits: 'id, createdAt, email',
      meta: 'key',
    });
    // Version 2 indexes booked consultation slots by day and time. Only an index
    // is added, so every stored row carries over unchanged. A build may cap the
    // schema (VITE_DB_SCHEMA_VERSION=1) to reproduce the previous release when
    // testing an update.
    if (schemaVersion >= 2) {
      this.version(2).stores({
        consultations: 'id, createdAt, email, [selectedDate+selectedTime]',
      });
    }
    // Version 3 adds the technology pages. A store made by an earlier version
    // keeps everything it holds and gets the default pages, as a new one does.
    if (schemaVersion >= 3) {
      this.version(3)
        .stores({ technologies: 'id, &slug, order' })
        .upgrade((tx) => tx.table('technologies').bulkAdd(seed.technologies));
    }
    this.on('populate', (tx) => {
      for (const [table, rows] of Object.entries(seed)) {
        // A build capped to an earlier schema has no table for newer content.
        if (tx.storeNames.includes(table)) tx.table(table).bulkAdd(rows);
      }
    });
  }
}

/** Tables that hold the seed content. */
export const CONTENT_TABLES = Object.keys(seed) as (keyof typeof seed)[];

/** Every table of content and leads: what a snapshot or a scenario holds. */
export const STORE_TABLES = [...CONTENT_TABLES, ...LEAD_TABLES];

export const db = new BackendDb();

/**
 * Replaces the content and leads with `rows` (a table left out is emptied), in
 * one transaction: all or nothing. The settings stay; the id sequences restart.
 */
export async function replaceStore(
  rows: Partial<Record<string, readonly unknown[]>>,
  target: BackendDb = db,
): Promise<void> {
  const names = new Set(target.tables.map((table) => table.name));
  const tables = STORE_TABLES.filter((name) => names.has(name)).map((name) => target.table(name));
  await target.transaction('rw', [...tables, target.meta], async () => {
    for (const table of tables) {
      await table.clear();
      await table.bulkAdd([...(rows[table.name] ?? [])]);
    }
    await target.meta.where('key').startsWith(SEQUENCE_KEY_PREFIX).delete();
  });
}

/** Back to the seed: every table cleared (settings and id sequences too), the seed written again. */
export async function resetToSeed(target: BackendDb = db): Promise<void> {
  await target.transaction('rw', target.tables, async () => {
    await Promise.all(target.tables.map((table) => table.clear()));
    const names = new Set(target.tables.map((table) => table.name));
    for (const [table, rows] of Object.entries(seed)) {
      if (names.has(table)) await target.table(table).bulkAdd(rows);
    }
  });
}
