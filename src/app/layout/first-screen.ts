import { startTransition, useEffect, useState } from 'react';
import { startsAtTop } from './scroll-manager';

// A page's first render draws its first screen; what lies below it (the lower
// sections of the home page, the footer) renders just after, in a transition
// of its own, so the first screen shows sooner (with the worker in control the
// first paint waits for that render) and no task is as long as the whole page.
// Only when the document opens at the top and is still there: a reload that
// restores a scroll position, an address with a #hash, or a first visit's
// prerendered page that was scrolled before the app took over needs the whole
// page at once.

let documentRendered = false;

function deferBelowTheFold(): boolean {
  return !documentRendered && window.scrollY === 0 && startsAtTop();
}

/** False during the first render of a document that opens at the top, true from just after. */
export function useBelowTheFold(): boolean {
  const [shown, setShown] = useState(() => !deferBelowTheFold());
  useEffect(() => {
    documentRendered = true;
    if (!shown) startTransition(() => setShown(true));
  }, [shown]);
  return shown;
}
