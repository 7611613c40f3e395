import { createApi } from '../backend/create-api';
import { db } from './db';
import { createDexieStore } from './dexie-store';

// The standalone backend: the API core over the IndexedDB store.

export const store = createDexieStore(db);

/** Answers an /api request as the service worker does, without writing the request log. */
export const answer = createApi({ store, logRequests: false });

/** Answers a page's /api request and writes it to the request log. */
export const answerAndLog = createApi({ store });
