// Live mode: the worker gives back a kept copy of a page or of a public read
// when the server does not answer in time (5 s), cannot be reached, or fails.
// Offline, the offline notice says pages show as last seen; online, on a slow
// line or with the site down, nothing said that what shows may be out of
// date. The worker tells the page (src/live/sw.ts), and the page says so
// (src/features/pwa/pwa-notices.tsx).

export const KEPT_COPY_MESSAGES = {
  /** Worker to page: what it shows came from a copy kept on `savedAt` (the answer's Date). */
  used: 'KEPT_COPY_USED',
  /** Page to worker, as it starts: was this page itself a kept copy? (Its notice may have come before the page listened.) */
  ask: 'KEPT_COPY_ASK',
} as const;

export interface KeptCopyMessage {
  type: typeof KEPT_COPY_MESSAGES.used;
  /** When the copy was saved (an HTTP date), or empty when the answer had no Date. */
  savedAt: string;
}
