import { z } from 'zod';

// The app's zod: every module under src/ takes `z` from here, so that this runs
// before any schema is made. In a page zod parses without compiling code at run
// time: the live site's Content-Security-Policy has no 'unsafe-eval', and the
// browser reports even the attempt zod makes to find that out. The server, the
// worker and the tests keep zod's compiled parsers.
if (typeof document !== 'undefined') z.config({ jitless: true });

/** What a field of the wrong kind must be, in words (zod's `expected`). */
const KINDS: Record<string, string> = {
  string: 'text',
  number: 'a number',
  int: 'a whole number',
  boolean: 'true or false',
  array: 'a list',
  object: 'an object',
};

// A field left out of a request, or sent as the wrong kind of value, gets a
// message a person can read instead of zod's "Invalid input: expected string,
// received undefined". A schema's own message, where it gives one, still wins.
z.config({
  customError: (issue) => {
    if (issue.code !== 'invalid_type') return undefined;
    if (issue.input === undefined) return 'This field is required';
    const kind = KINDS[issue.expected];
    return kind ? `This field must be ${kind}` : undefined;
  },
});

export { z };
