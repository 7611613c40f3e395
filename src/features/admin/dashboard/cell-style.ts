// How the lead tables' cells hold a visitor's text (columns.tsx, lead-details.tsx).

/**
 * A text of the visitor's (an email, a company). From a tablet up it wraps
 * within a column of 9 to 16rem, so that one long value does not push the
 * columns after it, the date among them, off the screen, and a short one is
 * not broken up. On a phone the table scrolls sideways, one line a row.
 */
export const WRAPPED_CELL = {
  whiteSpace: { base: 'nowrap', md: 'normal' },
  minW: { md: '9rem' },
  maxW: { md: '2xs' },
} as const;

/** A badge of the visitor's text (a budget, a source): it wraps as WRAPPED_CELL does, at its own width. */
export const WRAPPED_BADGE = {
  whiteSpace: WRAPPED_CELL.whiteSpace,
  maxW: WRAPPED_CELL.maxW,
} as const;
