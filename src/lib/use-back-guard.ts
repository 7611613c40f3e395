import { useEffect, useRef } from 'react';

// The browser's Back button over a dialog holding unsaved work. The dialog is
// not a page of its own, so Back would leave the page and drop the work with
// no question asked (a reload or a closed tab asks through `beforeunload`, but
// a move within the app does not). While `active`, one more history entry for
// the same address stands in front of the page: Back takes that one away, the
// page stays, and `onBack` is called (say, to ask "Discard your changes?").
// The entry is put back at once, so every Back asks; it is taken away when the
// guard ends, leaving the history as it was.

/** Marks the stand-in entry in `history.state`. */
const GUARD = 'backGuard';
/** Guards in force: an entry is taken away only when none is left. */
let guards = 0;

const onGuard = () => Boolean((window.history.state as Record<string, unknown> | null)?.[GUARD]);

function standIn() {
  window.history.pushState(
    { ...(window.history.state as object | null), [GUARD]: true },
    '',
    window.location.href,
  );
}

export function useBackGuard(active: boolean, onBack: () => void) {
  const callback = useRef(onBack);
  useEffect(() => {
    callback.current = onBack;
  });
  useEffect(() => {
    if (!active) return;
    guards += 1;
    if (!onGuard()) standIn();
    const onPop = () => {
      // Forward onto a stand-in entry is no Back.
      if (onGuard()) return;
      standIn();
      callback.current();
    };
    window.addEventListener('popstate', onPop);
    return () => {
      window.removeEventListener('popstate', onPop);
      guards -= 1;
      // A task later: a guard set up again at once (the same dialog, rendered
      // anew) keeps the entry. The app may have moved on meanwhile (a link
      // followed, a sign-in page opened): then the entry is no longer the
      // current one, and stays behind in the history as a copy of the page.
      setTimeout(() => {
        if (guards === 0 && onGuard()) window.history.back();
      });
    };
  }, [active]);
}
