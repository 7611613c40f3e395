import { LIST_LIMITS, TEXT_LIMITS, tooLongMessage } from './limits';
import { z } from './zod';

// Field schemas shared by several payloads, so that one rule carries one message.
// Every string and list has a maximum (src/contract/limits.ts).

export const MESSAGE_MAX = TEXT_LIMITS.message;

/**
 * Whether text holds a control character (C0, DEL or C1), which no field means
 * to hold and PostgreSQL cannot store (NUL); with `lines`, tab and line breaks
 * pass.
 */
export function hasControlCharacter(value: string, lines = false): boolean {
  for (let i = 0; i < value.length; i += 1) {
    const code = value.charCodeAt(i);
    const control = code < 32 || (code >= 127 && code <= 159);
    if (control && !(lines && (code === 9 || code === 10 || code === 13))) return true;
  }
  return false;
}

/**
 * Line breaks other than CR and LF: a vertical tab or form feed (text pasted
 * from Word or PowerPoint holds one for a line break), NEL (U+0085) and
 * Unicode's line and paragraph separators, which many mail clients break a
 * line at.
 */
const OTHER_LINE_BREAKS = /[\v\f\u0085\u2028\u2029]/g;

/** Half of a UTF-16 surrogate pair without its other half: no character at all. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * Characters that show nothing and mean nothing in a form's text (a zero-width
 * space, a word joiner, a byte order mark, a soft hyphen): pasted text brings
 * them, and they are taken out, so that a field holding only them is empty
 * and a required one says so.
 */
const INVISIBLE = /[\u00AD\u180E\u200B\u2060-\u2064\uFEFF]/g;
/** Joiners and direction marks: of use between letters, and nothing on their own. */
const MARKS_ONLY = /^[\s\u200C-\u200F]*$/;
/**
 * Direction embeddings, overrides and isolates: they reorder the text after
 * them where it is shown (an admin list, an email to staff), so that what is
 * read is not what was sent.
 */
const DIRECTION_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/;

/**
 * A field's text as it is kept: other line breaks (OTHER_LINE_BREAKS) as
 * `lineBreak`, a lone surrogate (JSON may escape one, `"\ud800"`) as U+FFFD,
 * as UTF-8 would store it, so that the answer says what was kept, and no
 * invisible characters.
 */
function cleanText(value: string, lineBreak: string): string {
  const kept = value
    .replace(OTHER_LINE_BREAKS, lineBreak)
    .replace(LONE_SURROGATE, '\uFFFD')
    .replace(INVISIBLE, '');
  return MARKS_ONLY.test(kept) ? '' : kept;
}

/**
 * Trimmed text of at most `max` characters; `what` names it in the message.
 * Every other line break becomes a line feed, so that a field kept on one
 * line is on one line wherever it is shown (cleanText).
 */
export const text = (max: number, what = 'This field', lineBreak = '\n') =>
  z
    .string()
    .overwrite((value) => cleanText(value, lineBreak))
    .trim()
    .max(max, tooLongMessage(what, max))
    .refine(
      (value) => !hasControlCharacter(value, true),
      `${what} must not contain control characters`,
    )
    .refine(
      (value) => !DIRECTION_CONTROLS.test(value),
      `${what} must not contain text direction controls`,
    );

/**
 * Text on one line: a name, which an email to staff prints as one field. The
 * other line breaks (in pasted text), which an input shows as spaces, are
 * spaces; a line feed or carriage return, which no input holds, is refused.
 */
export const lineText = (max: number, what: string) =>
  text(max, what, ' ').refine((value) => !/[\r\n]/.test(value), `${what} must be on one line`);

export const requiredText = (message: string, max: number = TEXT_LIMITS.title, what?: string) =>
  text(max, what).min(1, message);
/** A required field of one line (a CMS item's name, title or role, typed in an input). */
export const requiredLineText = (message: string, max: number, what: string) =>
  lineText(max, what).min(1, message);
export const optionalText = text(TEXT_LIMITS.short).optional().default('');
export const longText = text(TEXT_LIMITS.message, 'Message');

export const name2 = lineText(TEXT_LIMITS.name, 'Name').min(
  2,
  'Name must be at least 2 characters',
);

export const email = (message: string) =>
  z
    .string()
    .trim()
    .pipe(z.email(message))
    .pipe(z.string().max(TEXT_LIMITS.email, tooLongMessage('Email', TEXT_LIMITS.email)))
    // The OpenAPI document reads a pipe's first part (text): it says the rest.
    .meta({ format: 'email', maxLength: TEXT_LIMITS.email });

/** Whether a text is an http(s) address: what the site may link to. */
export const isHttpUrl = (value: string) => {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
};

const urlText = text(TEXT_LIMITS.url, 'A URL');

/** An http(s) link; empty text means "none" and becomes undefined. */
export const optionalUrl = (message = 'Please enter a valid URL') =>
  urlText
    .refine((value) => value === '' || isHttpUrl(value), message)
    .transform((value) => (value === '' ? undefined : value))
    .optional();

// What an image address may hold: the characters of RFC 3986 less the quotes,
// parentheses and backslash that could end a CSS url() or an HTML attribute
// (write them as %27, %28, %29), and well-formed percent-escapes only.
const IMAGE_CHARS = /^[A-Za-z0-9\-._~:/?#[\]@!$&*+,;=%]+$/;
const BAD_ESCAPE = /%(?![0-9A-Fa-f]{2})/;

/** An image: a path on this site (/images/...) or an https URL. */
export function isImageRef(value: string): boolean {
  if (!IMAGE_CHARS.test(value) || BAD_ESCAPE.test(value)) return false;
  if (value.startsWith('/')) return !value.startsWith('//');
  try {
    return new URL(value).protocol === 'https:';
  } catch {
    return false;
  }
}

export const IMAGE_REF_MESSAGE = 'Enter an https URL or a path on this site that starts with /';

export const imageRef = (requiredMessage: string) =>
  urlText.min(1, requiredMessage).refine(isImageRef, IMAGE_REF_MESSAGE);

/** An image that may be left empty. */
export const optionalImageRef = urlText.refine(
  (value) => value === '' || isImageRef(value),
  IMAGE_REF_MESSAGE,
);

/** A DNS name's longest (RFC 1035); the URL parser takes any length. */
const HOST_NAME_MAX = 253;

export const websiteUrl = urlText.refine(
  (value) => isHttpUrl(value) && new URL(value).hostname.length <= HOST_NAME_MAX,
  'Please enter a valid website URL',
);

/**
 * A list names each item once, whatever its case: "React, React" showed two
 * badges of one technology, and, keyed by their text, drew the wrong ones
 * after the next edit.
 */
function onceEach(items: readonly string[]): boolean {
  return new Set(items.map((item) => item.toLocaleLowerCase('en'))).size === items.length;
}
const ONCE_EACH = 'Each item must be listed once';

export const list = z
  .array(
    z
      .string()
      .overwrite((value) => cleanText(value, ' '))
      .trim()
      .min(1, 'Each item must not be blank')
      .max(
        LIST_LIMITS.itemLength,
        `Each item must be ${LIST_LIMITS.itemLength} characters or fewer`,
      )
      .refine(
        (value) => !hasControlCharacter(value),
        'Each item must not contain control characters',
      )
      .refine(
        (value) => !DIRECTION_CONTROLS.test(value),
        'Each item must not contain text direction controls',
      ),
  )
  .max(LIST_LIMITS.items, `List at most ${LIST_LIMITS.items} items`)
  .refine(onceEach, ONCE_EACH);

/**
 * A list the CMS edits as text with commas between its items (a service's
 * technologies and benefits, a project's technologies): an item holding a
 * comma would come back from the dialog as two.
 */
export const commaList = z
  .array(list.element.refine((value) => !value.includes(','), 'Each item must not contain a comma'))
  .max(LIST_LIMITS.items, `List at most ${LIST_LIMITS.items} items`)
  .refine(onceEach, ONCE_EACH);

export const isoDate = z.iso.date('Please enter a valid date');
export const isoDateTime = z.iso.datetime();
