import { z } from 'zod';
import { splitList } from '../../../contract/lists';

/** Comma-separated text in the form, the contract's list rule on the split items. */
export const commaList = <S extends z.ZodType<string[], string[] | undefined>>(listSchema: S) =>
  z
    .string()
    .transform(splitList)
    // The split text is always a list, so the schema's default never applies.
    .pipe(listSchema as unknown as z.ZodType<z.output<S>, string[]>);
