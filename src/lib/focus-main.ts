/**
 * Moves focus to the page's main content, where it stays in view. For a
 * control that removes itself (a dismissed bar or button): focus would
 * otherwise drop to the document, and the next Tab start again at the top.
 */
export function focusMain(): void {
  document.getElementById('main')?.focus({ preventScroll: true });
}

/**
 * After a control went away on its own press (a list's ✕, a Retry that the
 * entry's new state no longer shows): the focus goes to `element`, in the
 * next frame, if it fell to the page. The next Tab then carries on from there
 * rather than from the top of the page.
 */
export function focusIfLost(element: () => HTMLElement | null | undefined): void {
  requestAnimationFrame(() => {
    const active = document.activeElement;
    if (active === null || active === document.body || !active.isConnected) {
      element()?.focus({ preventScroll: true });
    }
  });
}
