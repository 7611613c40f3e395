import { useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';
import { focusMain } from '../../lib/focus-main';
import { SCROLL_POSITIONS_KEY } from './scroll-key';

// Scroll like a multi-page site: a new page starts at the top (or at its #hash),
// Back and Forward return to where the visitor was. Positions are kept per history
// entry in sessionStorage, so they survive a reload too. And, as a new document
// would, a new page takes the focus to its start: its main content, so that the
// next Tab goes into it and a screen reader reads the new page, where the focus
// would stay on the link followed (in the bar or the footer) or fall to the body.

const MAX_ENTRIES = 100;

function readPositions(): Record<string, number> {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(SCROLL_POSITIONS_KEY) ?? '{}');
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, number>) : {};
  } catch {
    return {};
  }
}

function savePosition(key: string, y: number) {
  const positions = readPositions();
  delete positions[key];
  positions[key] = y;
  const keys = Object.keys(positions);
  for (const old of keys.slice(0, Math.max(0, keys.length - MAX_ENTRIES))) delete positions[old];
  try {
    sessionStorage.setItem(SCROLL_POSITIONS_KEY, JSON.stringify(positions));
  } catch {
    // Storage full or unavailable: Back then starts at the top, nothing else changes.
  }
}

/**
 * Whether this document came back to a history entry (a reload, Back or
 * Forward), where a saved position applies. One opened by its address (typed,
 * a bookmark, a link from elsewhere) is a new entry: the position saved under
 * React Router's key for a tab's first entry ('default') is another page's.
 */
function documentReturns(): boolean {
  const [entry] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  return entry?.type === 'reload' || entry?.type === 'back_forward';
}

/** No entry has been shown yet in this document (the site and the admin area each mount a manager). */
let freshDocument = true;
/** The path of the entry shown last, in either area. */
let lastPathname: string | undefined;

export function ScrollManager() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const shownPath = useRef<string | undefined>(undefined);

  // Where this entry starts: its saved position (Back, Forward, reload), its
  // #hash, else the top. A document that just loaded is already at the top, and
  // leaving it there spares the browser a forced layout before the first paint.
  useLayoutEffect(() => {
    const initial = freshDocument;
    freshDocument = false;
    let y = 0;
    // The same page's address rewritten in place (an admin list's tab, search
    // or page) is no new page: it stays where it is.
    const samePage = navigationType === 'REPLACE' && shownPath.current === location.pathname;
    shownPath.current = location.pathname;
    // Another page: not the same one with another query or #hash (a filter, a list's page).
    const newPage = lastPathname !== undefined && lastPathname !== location.pathname;
    lastPathname = location.pathname;
    const returned = navigationType === 'POP' && (!initial || documentReturns());
    const saved = returned ? readPositions()[location.key] : undefined;
    const target = location.hash
      ? document.getElementById(decodeURIComponent(location.hash.slice(1)))
      : null;
    if (samePage) {
      y = window.scrollY;
    } else if (typeof saved === 'number') {
      window.scrollTo(0, saved);
      y = saved;
    } else if (target) {
      target.scrollIntoView();
      y = window.scrollY;
    } else if (!initial) {
      window.scrollTo(0, 0);
    }
    if (newPage) focusMain();

    // Follows the position while this entry is shown (by the time the next
    // page is committed the old one may already be clamped to a shorter document).
    window.history.scrollRestoration = 'manual';
    const track = () => {
      y = window.scrollY;
    };
    const save = () => savePosition(location.key, y);
    window.addEventListener('scroll', track, { passive: true });
    window.addEventListener('pagehide', save);
    return () => {
      window.removeEventListener('scroll', track);
      window.removeEventListener('pagehide', save);
      save();
    };
  }, [location.key, location.hash, location.pathname, navigationType]);

  return null;
}
