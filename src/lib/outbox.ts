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
  /** Page to worker: the connection is back (or the page opened): send what is kept. */
  replay: 'OUTBOX_REPLAY',
  /** Worker to pages: a kept send was answered with success. */
  sent: 'OUTBOX_SENT',
  /** Worker to pages: the server refused a kept send (its `error` says why). */
  refused: 'OUTBOX_REFUSED',
} as const;

export interface OutboxNotice {
  type: typeof OUTBOX_MESSAGES.sent | typeof OUTBOX_MESSAGES.refused;
  path: string;
  error?: string;
}
