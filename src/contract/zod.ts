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

/** How many allowed values a message lists; past that it names none. */
const LISTED_VALUES = 12;

// A field left out of a request, sent as the wrong kind of value, outside the
// values allowed or out of bounds gets a message a person can read instead of
// zod's own ("Invalid input: expected string, received undefined", "Invalid
// option: expected one of…", "Too small: expected number to be >=1"). A
// schema's own message, where it gives one, still wins.
z.config({
  customError: (issue) => {
    switch (issue.code) {
      case 'invalid_type': {
        if (issue.input === undefined) return 'This field is required';
        const kind = KINDS[issue.expected];
        return kind ? `This field must be ${kind}` : undefined;
      }
      case 'invalid_value':
        return issue.values.length <= LISTED_VALUES
          ? `This field must be one of: ${issue.values.map(String).join(', ')}`
          : 'This field must be one of the values offered';
      case 'too_small':
        if (issue.origin === 'number') return `This field must be ${issue.minimum} or more`;
        if (issue.origin === 'string') {
          return issue.minimum === 1
            ? 'This field must not be empty'
            : `This field must be at least ${issue.minimum} characters`;
        }
        if (issue.origin === 'array') {
          return issue.minimum === 1
            ? 'This field must hold at least one item'
            : `This field must hold at least ${issue.minimum} items`;
        }
        return undefined;
      case 'too_big':
        if (issue.origin === 'number') return `This field must be ${issue.maximum} or less`;
        if (issue.origin === 'string')
          return `This field must be ${issue.maximum} characters or fewer`;
        if (issue.origin === 'array') return `This field must hold at most ${issue.maximum} items`;
        return undefined;
      // A record's key its schema refused: that schema's own words.
      case 'invalid_key':
        return issue.issues[0]?.message;
      case 'invalid_format':
        if (issue.format === 'datetime') {
          return 'This field must be a date and time, such as 2026-03-02T09:00:00Z';
        }
        if (issue.format === 'date') return 'This field must be a date, such as 2026-03-02';
        return undefined;
      default:
        return undefined;
    }
  },
});

export { z };
