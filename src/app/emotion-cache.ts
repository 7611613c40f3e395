import createCache, { type EmotionCache } from '@emotion/cache';

/** The key of emotion's class names and of the style elements it writes. */
export const EMOTION_KEY = 'css';

/**
 * An emotion cache for one render. In the browser it takes over the style
 * elements the server's render wrote into the page (emotion finds them by
 * their key), so hydration inserts none of those rules again. On the server
 * (`compat`) emotion keeps every rule in the cache instead of writing style
 * elements into the markup, for `@emotion/server` to extract.
 */
export function createEmotionCache(): EmotionCache {
  const cache = createCache({ key: EMOTION_KEY });
  if (typeof document === 'undefined') cache.compat = true;
  return cache;
}
