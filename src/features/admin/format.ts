import { format } from 'date-fns';

// Display rules of the admin dashboard (spec section 2).

/** Short month, day, year, hour and minute: "Mar 2, 2026 9:05 AM". */
export function formatAdminDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : format(date, 'MMM d, yyyy h:mm a');
}

/** Badge colour of a budget: 250k+ green, 100k blue, 50k purple, 25k orange, else grey. */
export function budgetColor(budget: string | undefined): string {
  const text = (budget ?? '').toLowerCase();
  if (text.includes('250k+')) return 'green';
  if (text.includes('100k')) return 'blue';
  if (text.includes('50k')) return 'purple';
  if (text.includes('25k')) return 'orange';
  return 'gray';
}

export const MESSAGE_PREVIEW_LENGTH = 60;

const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });

/**
 * The start of a long text with an ellipsis: its first `length` characters as
 * a reader counts them, so an emoji or an accented letter is never cut in half
 * (a cut between the two halves of 😀 drew a broken glyph, and a screen
 * reader read it as an unknown character).
 */
export function truncate(text: string, length = MESSAGE_PREVIEW_LENGTH): string {
  // No more UTF-16 units than `length`: no more characters either.
  if (text.length <= length) return text;
  const characters = Array.from(graphemes.segment(text), ({ segment }) => segment);
  return characters.length > length ? `${characters.slice(0, length).join('').trimEnd()}…` : text;
}

/** A file size in KB with one decimal (spec section 9). */
export function formatKb(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KB`;
}
