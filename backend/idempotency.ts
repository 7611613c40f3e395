import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENCY_KEY_PATTERN } from '../src/contract/endpoints';
import { HttpError } from './http-error';

// Idempotent sends of the public forms (live mode): a send that carries an
// Idempotency-Key header is answered once; the same send again, with the same
// key on the same path, gets the first answer back and writes nothing. The
// live app's offline outbox retries a send until an answer arrives, so an
// answer lost on the way back must never make a second lead. The same key
// with another body is not that send again but a mistake of the client's: it
// is refused (422), where the first answer would tell it the second form was
// taken when it never was.

/** An answer as kept: its status and JSON body. */
export interface KeptAnswer {
  status: number;
  body: unknown;
}

/** A kept answer and the fingerprint of the send it answered ('' when not known). */
export interface KeptSend extends KeptAnswer {
  fingerprint: string;
}

export interface Idempotency {
  /** The answer kept under `key`, if a send with it succeeded. */
  recall(key: string): Promise<KeptSend | undefined>;
  /**
   * Runs `send` unless a send with `key` already succeeded, and keeps its
   * answer and `fingerprint` in the same transaction as what it wrote. Sends
   * with one key run one at a time, so two at once write once. A send that
   * throws keeps nothing: it may be tried again with the same key.
   */
  once(
    key: string,
    fingerprint: string,
    send: () => Promise<KeptAnswer>,
  ): Promise<KeptSend & { replayed: boolean }>;
}

/** How long a key is honoured. */
export const IDEMPOTENCY_KEY_DAYS = 7;

/** The answer's header that says it repeats the first answer to this key. */
export const REPLAYED_HEADER = 'Idempotent-Replayed';

/**
 * The request's key, scoped to its route, `scope` (say `POST /api/contact`: one
 * key may not stand for two different forms, and a path as the client spelled
 * it may be as long as it likes); undefined when it carries none. 400 for a
 * malformed one.
 */
export function idempotencyKeyOf(request: Request, scope: string): string | undefined {
  const key = request.headers.get(IDEMPOTENCY_KEY_HEADER);
  if (key === null) return undefined;
  if (!IDEMPOTENCY_KEY_PATTERN.test(key)) {
    throw new HttpError(
      400,
      `${IDEMPOTENCY_KEY_HEADER} must be 1 to 200 visible characters (a UUID is usual)`,
    );
  }
  return `${scope}\n${key}`;
}

/**
 * What identifies a send's content: the SHA-256 of its JSON body, in hex. A
 * body nested too deeply to be written out again is no form's: 400.
 */
export async function fingerprintOf(body: unknown): Promise<string> {
  let text: string;
  try {
    text = JSON.stringify(body) ?? '';
  } catch {
    throw new HttpError(400, 'The request body is nested too deeply');
  }
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The status of a send whose key was used before for another body. */
export const KEY_REUSED_STATUS = 422;

/**
 * The first answer to a send's key, for the same send again; for another body
 * under the same key, a 422 that writes nothing. A key kept before sends had a
 * fingerprint ('') answers any body, as it did then.
 */
export function keptAnswerFor(kept: KeptSend, fingerprint: string): KeptAnswer {
  if (kept.fingerprint !== '' && kept.fingerprint !== fingerprint) {
    throw new HttpError(
      KEY_REUSED_STATUS,
      `This ${IDEMPOTENCY_KEY_HEADER} was used for a different send: send this one with a new key`,
    );
  }
  return { status: kept.status, body: kept.body };
}
