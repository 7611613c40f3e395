import { UNSPACED_CHARACTERS_PER_MINUTE, WORDS_PER_MINUTE } from '../../../contract/site-options';

/** The letters of scripts written without spaces between words: each is read as part of a word. */
const UNSPACED =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}]/gu;

/**
 * Estimated reading time in whole minutes (at least one): 200 words a minute,
 * and for scripts written without spaces (a Japanese article is one "word" a
 * paragraph) 500 characters a minute.
 */
export function readTimeMinutes(text: string): number {
  const unspaced = text.match(UNSPACED)?.length ?? 0;
  const words = text.replace(UNSPACED, ' ').trim().split(/\s+/).filter(Boolean).length;
  const minutes = words / WORDS_PER_MINUTE + unspaced / UNSPACED_CHARACTERS_PER_MINUTE;
  return Math.max(1, Math.ceil(minutes));
}

/** Paragraphs of a long text: split on blank lines, blank paragraphs dropped. */
export function paragraphs(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph.length > 0);
}

/** The distinct categories of a list, in order of first appearance. */
export function distinctCategories(items: readonly { category: string }[]): string[] {
  return [...new Set(items.map((item) => item.category))];
}

/** The items of one category, or all of them when no category is chosen. */
export function byCategory<T extends { category: string }>(
  items: readonly T[],
  category: string | null,
): T[] {
  return category === null ? [...items] : items.filter((item) => item.category === category);
}

/** The first `max` technologies and how many more there are. */
export function visibleTechnologies(technologies: readonly string[], max: number) {
  return { shown: technologies.slice(0, max), more: Math.max(0, technologies.length - max) };
}

const DATE_FORMAT = new Intl.DateTimeFormat('en-US', {
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/** A publication date such as "March 4, 2024" (the same for every visitor's time zone). */
export function formatPublished(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : DATE_FORMAT.format(date);
}
