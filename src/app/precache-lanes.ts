import type { PrecacheEntry } from 'workbox-precaching';

/**
 * How many of the build's files the install fetches at once. Workbox's
 * precache fetches its list one file at a time (GoogleChrome/workbox#2528), so
 * a first visit waited a round trip for each of some 160 files before the app
 * worked offline (and, in standalone mode, before its backend answered). Each
 * lane is a precache of its own, fetched one file at a time, the lanes side by
 * side: six, the connections a browser opens to one host over HTTP/1.1
 * (Chromium was seen to let about three out at once; twelve lanes were no
 * faster). Measured in the README, "How long a first visit takes".
 */
export const PRECACHE_LANES = 6;

/** A lane for an address, the same in every version (a string hash, FNV-1a). */
function laneOf(url: string, lanes: number): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < url.length; i++) hash = Math.imul(hash ^ url.charCodeAt(i), 0x01000193);
  return (hash >>> 0) % lanes;
}

/**
 * The build's files dealt into the lanes by address, so that a file keeps its
 * lane from one version to the next and is not fetched again while unchanged.
 * The app shell is in the first lane, Workbox's own precache, which the
 * workers' navigation routes read it from.
 */
export function precacheLanes(
  entries: readonly (PrecacheEntry | string)[],
  lanes = PRECACHE_LANES,
): (PrecacheEntry | string)[][] {
  const dealt: (PrecacheEntry | string)[][] = Array.from({ length: lanes }, () => []);
  for (const entry of entries) {
    const url = typeof entry === 'string' ? entry : entry.url;
    dealt[url === 'shell.html' ? 0 : laneOf(url, lanes)]?.push(entry);
  }
  return dealt;
}
