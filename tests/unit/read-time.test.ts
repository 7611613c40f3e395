import { describe, expect, it } from 'vitest';
import { readTimeMinutes } from '../../src/features/site/lib/text';

// A blog post's "N min read" (spec section 3: 200 words a minute).

describe('the read time', () => {
  it('counts words at 200 a minute, at least one minute', () => {
    expect(readTimeMinutes('')).toBe(1);
    expect(readTimeMinutes('word '.repeat(200))).toBe(1);
    expect(readTimeMinutes('word '.repeat(201))).toBe(2);
    expect(readTimeMinutes(`${'مرحبا '.repeat(450)}`)).toBe(3);
  });

  it('counts the characters of a script written without spaces at 500 a minute', () => {
    // 1,200 characters of Japanese in two "words": about two and a half minutes.
    const japanese = `${'技術'.repeat(300)}。\n\n${'ソフトウェア'.repeat(100)}`;
    expect(readTimeMinutes(japanese)).toBe(3);
    expect(readTimeMinutes('中文'.repeat(50_000))).toBe(200);
    // Words around it still count as words.
    expect(readTimeMinutes(`${'word '.repeat(200)}${'字'.repeat(500)}`)).toBe(2);
  });
});
