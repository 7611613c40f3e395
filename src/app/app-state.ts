import type { DehydratedState } from '@tanstack/react-query';
import type { PageName } from './route-table';

// What a page rendered on the server hands to the browser's script, next to
// its markup: the address it was rendered for and the data it was rendered
// with, as React Query's dehydrated state.

export const APP_STATE_ID = 'app-state';

export interface AppState {
  /** The pathname the markup was rendered for. */
  path: string;
  /** The page module that rendered it. */
  page: PageName;
  queries: DehydratedState;
}

/**
 * The state of the page on screen, if the server rendered it for this address
 * (a static host's not-found page, 404.html, was rendered for another).
 */
export function readAppState(pathname: string): AppState | undefined {
  const element = document.getElementById(APP_STATE_ID);
  if (!element?.textContent) return undefined;
  element.remove();
  const state = JSON.parse(element.textContent) as AppState;
  return state.path === pathname ? state : undefined;
}
