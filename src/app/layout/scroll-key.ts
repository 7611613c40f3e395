/** The sessionStorage key of the scroll position saved for each history entry (scroll-manager.tsx). */
export const SCROLL_POSITIONS_KEY = 'brightline:scroll-positions';
