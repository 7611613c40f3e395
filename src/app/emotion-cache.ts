import createCache, { type EmotionCache } from '@emotion/cache';

// The app's emotion cache. A first visit's prerendered page (scripts/prerender.mjs)
// puts its styles, which are emotion's own rules, into the head, with the names
// of the classes they hold. Noting those names as inserted means the app's
// first render, which replaces that page with the same one, compiles and
// inserts none of those rules again: that was most of the work of its commit,
// the longest task of a first visit. The element is not emotion's
// server-rendered style format on purpose: emotion would move such elements
// in the document, and every move restyles the whole page.

/** The attribute of the prerendered page's style element: its class names, space-separated. */
export const PRERENDERED_CSS_ATTRIBUTE = 'data-prerendered-css';

let cache: EmotionCache | undefined;

export function emotionCache(): EmotionCache {
  if (cache) return cache;
  // While the build prerenders a page, emotion writes each rule as text
  // (`speedy: false`) so the build can copy the very text it wrote. A rule read
  // back through the CSSOM loses declarations: a shorthand holding a var(),
  // such as `background: var(--bl-colors-ink)`, serialises as empty longhands.
  cache = createCache({ key: 'css', speedy: !('__prerender' in window) });
  for (const style of document.querySelectorAll(`style[${PRERENDERED_CSS_ATTRIBUTE}]`)) {
    for (const name of style.getAttribute(PRERENDERED_CSS_ATTRIBUTE)?.split(' ') ?? []) {
      if (name) cache.inserted[name] = true;
    }
  }
  return cache;
}
