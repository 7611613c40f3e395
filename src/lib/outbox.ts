import { API } from '../contract/endpoints';

// The offline outbox of live mode: a lead form sent while the server cannot be
// reached is kept by the service worker (src/live/outbox.ts) and sent when the
// connection returns. The worker answers the page at once that the send is
// kept, and tells every open page when a kept send goes out or is refused.

/** The lead forms' sends: what the outbox keeps. */
export const OUTBOX_PATHS: readonly string[] = [
  API.contact,
  API.consultations,
  API.costCalculator,
  API.freeAudit,
  API.newsletter,
];

/**
 * The worker's answer to a send it kept: 202 Accepted, with this body. Why:
 * the visitor is offline (or the server did not answer in time), or the server
 * answered that it cannot take the send now (503: its database out of reach;
 * 502 or 504 from a proxy in front of it).
 */
export interface KeptForLater {
  queued: true;
  reason: 'offline' | 'unavailable';
}
export const KEPT_STATUS = 202;

export const isKeptForLater = (answer: unknown): answer is KeptForLater =>
  typeof answer === 'object' && answer !== null && (answer as KeptForLater).queued === true;

/** Messages between the page and the worker. */
export const OUTBOX_MESSAGES = {
  /**
   * Page to worker: the connection is back (or the page opened): send what is
   * kept, and tell the pages of the refusals not yet dismissed.
   */
  replay: 'OUTBOX_REPLAY',
  /** Worker to pages: a kept send was answered with success. */
  sent: 'OUTBOX_SENT',
  /** Worker to pages: every refusal kept for the visitor to read (OutboxRefusal). */
  refused: 'OUTBOX_REFUSED',
  /** Page to worker: the visitor has read one refusal (its `id`): it is dropped. */
  dismiss: 'OUTBOX_DISMISS',
  /** Worker to pages, after each try to send what it keeps: how many sends it still keeps. */
  waiting: 'OUTBOX_WAITING',
} as const;

/**
 * A page that hears sends are still kept after the worker's try asks again
 * this long after (ms). The worker's own tries after the server answered it
 * cannot take a send end a couple of minutes in, and the browser's sync event,
 * where it has one, is tried again only a few times, minutes apart: an open
 * page keeps asking for as long as the server stays out of reach.
 */
export const ASK_AGAIN_MS = 60_000;

/**
 * A kept send the server refused when it went out (a consultation slot booked
 * meanwhile, say). The worker keeps it, with what the visitor wrote, until the
 * visitor dismisses it in a page: nothing typed offline is lost, even when no
 * page was open as it was refused.
 */
export interface OutboxRefusal {
  id: string;
  /** The form's path, such as /api/consultations. */
  path: string;
  /** The server's reason. */
  error: string;
  /** What the visitor sent: the send's JSON body (null when it was not JSON). */
  body: unknown;
  /** A refusal kept by an earlier version of the worker: each field as text, no body. */
  fields?: [field: string, value: string][];
  /** When it was refused (ms since the epoch). */
  at: number;
}

export type OutboxNotice =
  | { type: typeof OUTBOX_MESSAGES.sent; path: string }
  | { type: typeof OUTBOX_MESSAGES.refused; refusals: OutboxRefusal[] }
  | { type: typeof OUTBOX_MESSAGES.waiting; count: number };

/** What each kept form is called, for a refusal's title. */
export const OUTBOX_FORM_NAMES: Readonly<Record<string, string>> = {
  [API.contact]: 'Your message',
  [API.consultations]: 'Your consultation booking',
  [API.costCalculator]: 'Your cost estimate request',
  [API.freeAudit]: 'Your free audit request',
  [API.newsletter]: 'Your newsletter signup',
};
