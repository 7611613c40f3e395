import type { MockConfig } from '../src/contract/mock-control';

// The build's prerendered pages (scripts/prerender.mjs), served by the worker
// for a navigation when the page shows exactly what the store holds: an
// offline reload then paints its content before the app's code has run, as a
// first visit does. The build lists them, each with a digest of every `/api`
// answer it was rendered from; the worker asks the same questions of the
// store and serves the page only when every answer is the same, so a page
// never shows content that has since been edited (the app shell does then).

export interface PrerenderedPage {
  /** The page's address, as a link writes it ('/blog/caf%C3%A9'). */
  path: string;
  /** Its file, relative to the app's root, as the precache lists it. */
  url: string;
  revision: string;
  /** SHA-256 (hex) of JSON.stringify of each `/api` answer it was rendered from, by path. */
  reads: Record<string, string>;
}

/** Tells the page's own script that its snapshot is the stored content (scripts/prerender.mjs). */
export const CURRENT_MARK = '<meta name="prerendered-current" content="">';

/** A path as the router matches it: decoded, no trailing slash. */
export function pageKey(pathname: string): string {
  let path = pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
  try {
    path = decodeURIComponent(path);
  } catch {
    // Not valid percent-encoding: matches no page.
  }
  return path;
}

export async function digest(text: string): Promise<string> {
  const bytes = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(bytes)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * Whether the page's answers are those it was rendered from. Never while the
 * backend is told to be slow or to fail: a tester then sees the app's own
 * loading and error states.
 */
export async function isCurrent(
  page: PrerenderedPage,
  config: MockConfig,
  ask: (path: string) => Promise<Response>,
): Promise<boolean> {
  if (config.latencyMs > 0 || Object.keys(config.faults).length > 0) return false;
  const checks = Object.entries(page.reads).map(async ([path, expected]) => {
    const response = await ask(path);
    if (!response.ok) return false;
    // The answer's text is JSON.stringify of its data, as the build's digest is.
    return (await digest(await response.text())) === expected;
  });
  return (await Promise.all(checks)).every(Boolean);
}

/** The page's HTML with the mark that lets its snapshot show. */
export async function markedCurrent(response: Response): Promise<Response> {
  const html = await response.text();
  const headers = new Headers(response.headers);
  headers.delete('Content-Length');
  return new Response(html.replace('<head>', `<head>${CURRENT_MARK}`), {
    status: response.status,
    headers,
  });
}
