/**
 * The sessionStorage key of the scroll position saved for each history entry
 * (scroll-manager.tsx); a prerendered page's own script reads it too
 * (scripts/prerender.mjs).
 */
export const SCROLL_POSITIONS_KEY = 'brightline:scroll-positions';
