/// <reference lib="webworker" />
import { Queue } from 'workbox-background-sync';
import { registerRoute } from 'workbox-routing';
import { IDEMPOTENCY_KEY_HEADER } from '../contract/endpoints';
import {
  KEPT_STATUS,
  type KeptForLater,
  OUTBOX_MESSAGES,
  OUTBOX_PATHS,
  type OutboxNotice,
  type OutboxRefusal,
} from '../lib/outbox';

// The offline outbox (src/lib/outbox.ts): a lead form's send that cannot reach
// the server is kept in IndexedDB (Workbox's background sync queue) and sent
// again when the connection returns: on the browser's sync event where it has
// Background Sync, and else when the worker starts or a page says it is
// online. Every send carries its Idempotency-Key, so a send that did arrive
// but whose answer was lost makes no second lead when it is sent again.

declare const self: ServiceWorkerGlobalScope;

/** How long the server may take before a send is kept for later. */
const SEND_TIMEOUT_MS = 20_000;
/** A kept send older than this is dropped (minutes): the server honours a key 7 days. */
const KEEP_MINUTES = 6 * 24 * 60;

/**
 * The server's answer that it cannot take a send now (503: its database out of
 * reach), and a proxy's when the server behind it cannot be reached: kept for
 * later, too.
 */
const UNREACHABLE = new Set([502, 503, 504]);
/** After the server answered it cannot take a send now: when to try again (ms; its Retry-After is 5 s). */
const RETRY_WHILE_UNAVAILABLE_MS = [5_000, 15_000, 30_000, 60_000];
/** Answers after which a kept send is tried again later. */
const tryAgain = (status: number) => UNREACHABLE.has(status) || status === 429 || status >= 500;

async function tell(notice: OutboxNotice) {
  const pages = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  for (const page of pages) page.postMessage(notice);
}

/**
 * The refusals not yet dismissed, one entry each in a cache of their own: they
 * outlive the worker, and the page that reads them may open days later.
 */
const REFUSALS = 'outbox-refusals';
const refusalKey = (id: string) => new URL(`/__outbox-refusals/${id}`, self.location.origin).href;

async function keptRefusals(): Promise<OutboxRefusal[]> {
  const cache = await caches.open(REFUSALS);
  const answers = await Promise.all((await cache.keys()).map((key) => cache.match(key)));
  const refusals: OutboxRefusal[] = [];
  for (const answer of answers) if (answer) refusals.push((await answer.json()) as OutboxRefusal);
  return refusals.sort((a, b) => a.at - b.at);
}

const tellRefusals = async () =>
  tell({ type: OUTBOX_MESSAGES.refused, refusals: await keptRefusals() });

/** What the visitor sent: the page reads it with the form's schema (src/contract/lead-details.ts). */
async function bodyOf(request: Request): Promise<unknown> {
  try {
    return await request.json();
  } catch {
    return null;
  }
}

async function keepRefusal(request: Request, response: Response) {
  const refusal: OutboxRefusal = {
    id: crypto.randomUUID(),
    path: new URL(request.url).pathname,
    error: await errorOf(response),
    body: await bodyOf(request),
    at: Date.now(),
  };
  const cache = await caches.open(REFUSALS);
  await cache.put(refusalKey(refusal.id), Response.json(refusal));
}

/** The server's reason: a field's own message when it names one, else its error. */
async function errorOf(response: Response): Promise<string> {
  try {
    const body = (await response.json()) as { error?: unknown; fieldErrors?: unknown };
    const fieldErrors = Object.values((body.fieldErrors ?? {}) as Record<string, unknown>);
    const first = fieldErrors.flat().find((message) => typeof message === 'string');
    if (typeof first === 'string') return first;
    if (typeof body.error === 'string') return body.error;
  } catch {
    // Not JSON: the status says it.
  }
  return `The server answered ${response.status}`;
}

let replaying: Promise<void> | undefined;

/** Sends every kept send, oldest first; stops at the first that must wait longer. */
async function replay(queue: Queue): Promise<void> {
  let entry = await queue.shiftRequest();
  while (entry) {
    let response: Response;
    try {
      response = await fetch(entry.request.clone());
    } catch (error) {
      await queue.unshiftRequest(entry);
      throw error;
    }
    if (tryAgain(response.status)) {
      await queue.unshiftRequest(entry);
      throw new Error(`The server answered ${response.status}: trying again later`);
    }
    if (response.ok) {
      await tell({ type: OUTBOX_MESSAGES.sent, path: new URL(entry.request.url).pathname });
    } else {
      await keepRefusal(entry.request, response);
      await tellRefusals();
    }
    entry = await queue.shiftRequest();
  }
}

/**
 * One replay at a time, whoever asks (the sync event, a page, the worker's
 * start). After each, the pages hear how many sends are still kept: a page
 * that is open asks again later while there are any (ASK_AGAIN_MS).
 */
function replayOnce(queue: Queue): Promise<void> {
  replaying ??= replay(queue).finally(async () => {
    replaying = undefined;
    await tell({ type: OUTBOX_MESSAGES.waiting, count: await queue.size() });
  });
  return replaying;
}

/**
 * Replays after each wait in turn (milliseconds) until one gets through. A
 * page's word that the connection is back may come a moment before this
 * worker's own requests get through; a server that answered it cannot take a
 * send now is asked again a little later each time.
 */
async function replayAfter(queue: Queue, waits: readonly number[]): Promise<void> {
  for (const wait of waits) {
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    try {
      await replayOnce(queue);
      return;
    } catch {
      // Not through yet: again after the next wait.
    }
  }
}

const replaySoon = (queue: Queue) => replayAfter(queue, [0, 1000, 2000, 4000, 8000]);

export function keepLeadSendsOffline(): void {
  // Where the browser has no Background Sync, Workbox replays the queue when the
  // worker starts; pages also ask (OUTBOX_MESSAGES.replay) when they come online.
  const queue = new Queue('lead-outbox', {
    maxRetentionTime: KEEP_MINUTES,
    onSync: ({ queue }) => replayOnce(queue),
  });

  self.addEventListener('message', (event) => {
    if (event.data?.type === OUTBOX_MESSAGES.replay) {
      event.waitUntil(Promise.all([tellRefusals(), replaySoon(queue)]));
    }
    const dismissed = event.data?.type === OUTBOX_MESSAGES.dismiss ? event.data.id : undefined;
    if (typeof dismissed === 'string') {
      // Every open page drops it.
      event.waitUntil(
        caches
          .open(REFUSALS)
          .then((cache) => cache.delete(refusalKey(dismissed)))
          .then(tellRefusals),
      );
    }
  });

  registerRoute(
    ({ url }) => url.origin === self.location.origin && OUTBOX_PATHS.includes(url.pathname),
    async ({ request, event }) => {
      const kept = request.clone();
      let refusedNow: Response | undefined;
      try {
        const response = await fetch(request, { signal: AbortSignal.timeout(SEND_TIMEOUT_MS) });
        if (!UNREACHABLE.has(response.status)) return response;
        refusedNow = response;
      } catch {
        // Offline, or the server does not answer: kept below.
      }
      // Without a key, sending it again could make a second lead: the page hears the failure.
      if (!kept.headers.has(IDEMPOTENCY_KEY_HEADER)) return refusedNow ?? Response.error();
      await queue.pushRequest({ request: kept });
      // Online, but the server cannot take it now (it refused it, or gave no
      // answer in time on a slow line): asked again shortly, while this worker
      // runs, and the visitor is not told they are offline.
      const unavailable = refusedNow !== undefined || self.navigator.onLine;
      if (unavailable) event.waitUntil(replayAfter(queue, RETRY_WHILE_UNAVAILABLE_MS));
      const body: KeptForLater = { queued: true, reason: unavailable ? 'unavailable' : 'offline' };
      return Response.json(body, { status: KEPT_STATUS, headers: { 'Cache-Control': 'no-store' } });
    },
    'POST',
  );
}
