// Edits that would overwrite someone else's. An admin edit may say which
// version of the item it was made from, in an If-Match header; when the item
// has been saved since, the backend refuses it (412) and answers what is
// stored now, so that the admin can look before saving again. An edit without
// the header is saved as before (spec section 7).
//
// An item's version is a hash of the item as the API answers it, so the app
// computes it from the lists it already holds, and every store gives the same
// one: no version column, nothing else to keep in step. No zod here: the CMS's
// dialogs import it.

/** The request header that carries the version an edit was made from. */
export const IF_MATCH_HEADER = 'If-Match';

/** The status of an edit refused because the item was saved since (Precondition Failed). */
export const EDIT_CONFLICT_STATUS = 412;

/** The body of that answer: the refusal in words, and the item as stored now. */
export interface EditConflict<T = unknown> {
  error: string;
  current: T;
  /**
   * Who saved the item last, and when (ISO 8601): on the live server, from its
   * audit log. The standalone backend has no users, and leaves them out.
   */
  savedBy?: string;
  savedAt?: string;
  /** The admin refused made that save, in another tab or window. */
  savedBySelf?: boolean;
}

/**
 * The refusal's words: "Someone else saved this service after you opened it",
 * or who did, when the backend knows; the admin's own save from another tab or
 * window is theirs.
 */
export function conflictMessage(what: string, savedBy?: string, self = false): string {
  if (self) return `You saved this ${what} in another window after you opened it here`;
  return `${savedBy ?? 'Someone else'} saved this ${what} after you opened it`;
}

/**
 * The item's JSON with the keys of every object in order, so that two copies
 * of one item give one text whatever order their keys were built in.
 */
function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, item: unknown) =>
    item !== null && typeof item === 'object' && !Array.isArray(item)
      ? Object.fromEntries(
          Object.entries(item as Record<string, unknown>).sort(([a], [b]) =>
            a < b ? -1 : a > b ? 1 : 0,
          ),
        )
      : item,
  );
}

/**
 * A 53-bit hash of a text (cyrb53, public domain): not a secret, only a short
 * name for a version, where two versions of one item that happen to share it
 * are about one in 10^15.
 */
function hash53(text: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(16).padStart(14, '0');
}

/**
 * The version of an item as the API answers it, as an HTTP entity tag
 * (`"…"`): the same for the item the backend holds and the copy the app read.
 */
export const versionOf = (item: unknown): string => `"${hash53(canonicalJson(item))}"`;

/**
 * The version of a homepage section: of its editable texts alone (`fields`),
 * an absent one as empty, as GET /api/homepage answers them.
 */
export const sectionVersionOf = (
  content: Readonly<Record<string, unknown>> | undefined,
  fields: readonly string[],
): string => versionOf(Object.fromEntries(fields.map((field) => [field, content?.[field] ?? ''])));

/**
 * Whether an If-Match header's value names `version`: `*` names any, else one
 * of its comma-separated entity tags must be it. A weak tag (`W/"…"`) never
 * matches, as HTTP asks of If-Match.
 */
export function ifMatchAllows(header: string, version: string): boolean {
  const tags = header.split(',').map((tag) => tag.trim());
  return tags.includes('*') || tags.includes(version);
}
