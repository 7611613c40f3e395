import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENCY_KEY_PATTERN } from '../src/contract/endpoints';
import { HttpError } from './http-error';

// Idempotent sends of the public forms (live mode): a send that carries an
// Idempotency-Key header is answered once; the same send again, with the same
// key on the same path, gets the first answer back and writes nothing. The
// live app's offline outbox retries a send until an answer arrives, so an
// answer lost on the way back must never make a second lead.

/** An answer as kept: its status and JSON body. */
export interface KeptAnswer {
  status: number;
  body: unknown;
}

export interface Idempotency {
  /** The answer kept under `key`, if a send with it succeeded. */
  recall(key: string): Promise<KeptAnswer | undefined>;
  /**
   * Runs `send` unless a send with `key` already succeeded, and keeps its
   * answer in the same transaction as what it wrote. Sends with one key run one
   * at a time, so two at once write once. A send that throws keeps nothing:
   * it may be tried again with the same key.
   */
  once(key: string, send: () => Promise<KeptAnswer>): Promise<KeptAnswer & { replayed: boolean }>;
}

/** How long a key is honoured. */
export const IDEMPOTENCY_KEY_DAYS = 7;

/** The answer's header that says it repeats the first answer to this key. */
export const REPLAYED_HEADER = 'Idempotent-Replayed';

/**
 * The request's key, scoped to its method and path (one key may not stand for
 * two different forms); undefined when it carries none. 400 for a malformed one.
 */
export function idempotencyKeyOf(request: Request): string | undefined {
  const key = request.headers.get(IDEMPOTENCY_KEY_HEADER);
  if (key === null) return undefined;
  if (!IDEMPOTENCY_KEY_PATTERN.test(key)) {
    throw new HttpError(
      400,
      `${IDEMPOTENCY_KEY_HEADER} must be 1 to 200 visible characters (a UUID is usual)`,
    );
  }
  return `${request.method} ${new URL(request.url).pathname}\n${key}`;
}
