import { clientKey } from './client-key';
import { HttpError } from './http-error';
import type { Store } from './store';

// The public forms' rate limit: sends per form and client address, counted in
// the store (so that every server process shares the count), in a minute's
// window and a day's. Only a server open to the public turns it on.

export interface RateLimit {
  perMinute: number;
  perDay: number;
}

/**
 * The header that carries the client's address into the API core. The server
 * sets it from the connection (or its trusted proxy) and drops any that came
 * with the request; without it, every request counts as one client.
 */
export const CLIENT_ADDRESS_HEADER = 'x-client-address';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

const windowOf = (now: number, size: number) => Math.floor(now / size) * size;

/**
 * Counts this send of `form` (its route, e.g. `POST /api/newsletter`: not the
 * path as written, which the router reads in many spellings); 429 with
 * Retry-After once the minute's or the day's sends are used up.
 */
export async function checkRate(
  store: Store,
  limit: RateLimit,
  request: Request,
  now: Date,
  form: string,
): Promise<void> {
  const client = clientKey(request.headers.get(CLIENT_ADDRESS_HEADER) ?? 'unknown');
  const key = `${form}|${client}`;
  const time = now.getTime();
  const dayStart = windowOf(time, DAY);
  const minuteStart = windowOf(time, MINUTE);
  const expireBefore = new Date(dayStart).toISOString();
  const [today = 0, thisMinute = 0] = await store.hit(
    [
      { key: `day|${key}`, windowStart: new Date(dayStart).toISOString() },
      { key: `minute|${key}`, windowStart: new Date(minuteStart).toISOString() },
    ],
    expireBefore,
  );
  const retryAt =
    today > limit.perDay
      ? dayStart + DAY
      : thisMinute > limit.perMinute
        ? minuteStart + MINUTE
        : undefined;
  if (retryAt === undefined) return;
  throw new HttpError(
    429,
    'Too many requests from this address: please try again later',
    undefined,
    { 'Retry-After': String(Math.max(1, Math.ceil((retryAt - time) / 1000))) },
  );
}

/**
 * Confirmations sent to one address a day, at most, where the forms are
 * limited (a server open to the public). Every form emails a confirmation to
 * the address typed, unconfirmed: past this, a stranger could make the site
 * fill someone else's inbox, from many client addresses at once. The lead and
 * the message to sales are kept all the same.
 */
export const CONFIRMATIONS_PER_DAY = 5;

/**
 * Counts a confirmation to `address` (in any case) in today's window (UTC),
 * and says whether it may be sent.
 */
export async function mayConfirmTo(store: Store, address: string, now: Date): Promise<boolean> {
  const dayStart = new Date(windowOf(now.getTime(), DAY)).toISOString();
  const [sent = 0] = await store.hit(
    [{ key: `confirmation|${address.trim().toLowerCase()}`, windowStart: dayStart }],
    dayStart,
  );
  return sent <= CONFIRMATIONS_PER_DAY;
}
