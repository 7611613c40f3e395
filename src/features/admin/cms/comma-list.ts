import { splitList } from '../../../contract/lists';
import { z } from '../../../contract/zod';

/** Comma-separated text in the form, the contract's list rule on the split items. */
export const commaList = <S extends z.ZodType<string[], string[] | undefined>>(listSchema: S) =>
  z
    .string()
    .transform(splitList)
    // The split text is always a list, so the schema's default never applies.
    .pipe(listSchema as unknown as z.ZodType<z.output<S>, string[]>);

/** One item a line in the form (for phrases that may hold commas), the contract's list rule on them. */
export const lineList = <S extends z.ZodType<string[], string[] | undefined>>(listSchema: S) =>
  z
    .string()
    .transform((text) =>
      text
        .split('\n')
        .map((line) => line.trim())
        .filter((line) => line.length > 0),
    )
    .pipe(listSchema as unknown as z.ZodType<z.output<S>, string[]>);

/**
 * The message of a list field's error. A rule on one item (too long) is
 * reported under the item's index, not on the field the form shows.
 */
export function listErrorMessage(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  if ('message' in error && typeof error.message === 'string' && error.message) {
    return error.message;
  }
  // Item errors sit in an array by index; nothing else (such as `ref`, a DOM node) is searched.
  if (!Array.isArray(error)) return undefined;
  for (const item of error) {
    if (item && typeof item === 'object' && 'message' in item && typeof item.message === 'string') {
      return item.message;
    }
  }
  return undefined;
}
