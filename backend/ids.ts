import type { IdMode } from '../src/contract/mock-control';
import { type LeadTable, SEQUENCE_KEY_PREFIX, type Store } from './store';

// Ids of what visitors send. Random (uuid) by default; in sequential mode each
// table counts on its own (contact-1, contact-2, ...) so that the same steps
// give the same store twice. The counters live in the settings, so a reset
// restarts them; a number some row already holds (an imported snapshot's) is
// skipped.

const PREFIXES: Record<LeadTable, string> = {
  contactSubmissions: 'contact',
  leadCaptures: 'lead',
  newsletterSubscribers: 'subscriber',
  consultations: 'consultation',
  costEstimates: 'estimate',
  freeAudits: 'audit',
};

export async function nextId(store: Store, table: LeadTable, mode: IdMode): Promise<string> {
  if (mode === 'random') return crypto.randomUUID();
  return store.transaction(async () => {
    const key = `${SEQUENCE_KEY_PREFIX}${table}`;
    let count = Number((await store.readSetting(key)) ?? 0);
    let id: string;
    do {
      count += 1;
      id = `${PREFIXES[table]}-${count}`;
    } while ((await store.get(table, id)) !== undefined);
    await store.writeSetting(key, count);
    return id;
  });
}
