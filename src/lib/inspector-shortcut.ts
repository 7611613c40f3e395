// The request inspector opens from the keyboard on any page: Ctrl+Shift+L, or
// ⌘⇧L on a Mac. Neither is a browser shortcut in Chromium, Firefox or Safari.

export const INSPECTOR_SHORTCUT = {
  label: 'Ctrl+Shift+L (⌘⇧L on a Mac)',
  /** For aria-keyshortcuts. */
  aria: 'Control+Shift+L Meta+Shift+L',
} as const;

export const isInspectorShortcut = (event: KeyboardEvent) =>
  event.shiftKey && (event.ctrlKey || event.metaKey) && !event.altKey && event.code === 'KeyL';

const OPEN_EVENT = 'brightline:open-request-inspector';

/** Opens the request inspector from a button (the admin's demo data panel). */
export const openRequestInspector = () => window.dispatchEvent(new Event(OPEN_EVENT));

export function onOpenRequestInspector(open: () => void): () => void {
  window.addEventListener(OPEN_EVENT, open);
  return () => window.removeEventListener(OPEN_EVENT, open);
}
