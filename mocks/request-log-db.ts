import Dexie, { type EntityTable } from 'dexie';
import type { LoggedRequest } from '../src/contract/mock-control';

// The request log's own IndexedDB database, so that the log survives the worker
// being stopped without touching the store's schema, its snapshot or its caches.

export const REQUEST_LOG_DB = 'brightline-request-log';

export class RequestLogDb extends Dexie {
  requests!: EntityTable<LoggedRequest, 'seq'>;

  constructor() {
    super(REQUEST_LOG_DB);
    this.version(1).stores({ requests: '++seq' });
  }
}
