import { startTransition, useEffect, useState } from 'react';
import { startsAtTop } from './scroll-manager';

// With the worker in control a page renders at once, from its cache and store,
// and its first paint waits for that render. What lies below the first screen
// (the lower sections of the home page, the footer) then renders just after
// that paint, in a transition of its own, so the first screen shows sooner.
// Only when the document opens at the top: a reload that restores a scroll
// position, or an address with a #hash, needs the whole page at once. A first
// visit's prerendered page is replaced by the whole page too (no controller).

let documentRendered = false;

function deferBelowTheFold(): boolean {
  if (documentRendered) return false;
  return Boolean(navigator.serviceWorker?.controller) && startsAtTop();
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
