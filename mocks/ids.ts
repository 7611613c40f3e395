import type { IdMode } from '../src/contract/mock-control';
import { type BackendDb, db, type LEAD_TABLES, SEQUENCE_KEY_PREFIX } from './db';

// Ids of what visitors send. Random (uuid) by default; in sequential mode each
// table counts on its own (contact-1, contact-2, ...) so that the same steps
// give the same store twice. The counters live in the meta table, so a reset
// restarts them; a number some row already holds (an imported snapshot's) is
// skipped.

export type LeadTable = (typeof LEAD_TABLES)[number];

const PREFIXES: Record<LeadTable, string> = {
  contactSubmissions: 'contact',
  leadCaptures: 'lead',
  newsletterSubscribers: 'subscriber',
  consultations: 'consultation',
  costEstimates: 'estimate',
  freeAudits: 'audit',
};

export async function nextId(
  table: LeadTable,
  mode: IdMode,
  target: BackendDb = db,
): Promise<string> {
  if (mode === 'random') return crypto.randomUUID();
  const rows = target.table(table);
  return target.transaction('rw', target.meta, rows, async () => {
    const key = `${SEQUENCE_KEY_PREFIX}${table}`;
    let count = Number((await target.meta.get(key))?.value ?? 0);
    let id: string;
    do {
      count += 1;
      id = `${PREFIXES[table]}-${count}`;
    } while ((await rows.get(id)) !== undefined);
    await target.meta.put({ key, value: count });
    return id;
  });
}
