/**
 * Moves focus to the page's main content, where it stays in view. For a
 * control that removes itself (a dismissed bar or button): focus would
 * otherwise drop to the document, and the next Tab start again at the top.
 */
export function focusMain(): void {
  document.getElementById('main')?.focus({ preventScroll: true });
}
