import type { Locator } from '@playwright/test';

/**
 * The ordinary words (2 to 20 letters) painted across two lines inside `root`
 * (`page.locator('body')` for a whole page), each with the start of its text. The site lets
 * a long word or address wrap anywhere so that nothing widens the screen; an
 * ordinary word cut in two ("Head / er") means its box was squeezed narrower
 * than the word, usually a flex item allowed to shrink.
 */
export function brokenWords(root: Locator): Promise<string[]> {
  return root.evaluate((root) => {
    const found = new Set<string>();
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      for (const match of text.matchAll(/(?<![\p{L}'’-])[\p{L}'’]{2,20}(?![\p{L}'’-])/gu)) {
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const lines = new Set(
          [...range.getClientRects()]
            .filter((rect) => rect.width > 0)
            .map((rect) => Math.round(rect.top)),
        );
        if (lines.size > 1) found.add(`"${match[0]}" in "${text.trim().slice(0, 60)}"`);
      }
    }
    return [...found];
  });
}
