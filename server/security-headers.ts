import { createHash } from 'node:crypto';

// The headers that keep the live site's pages from being framed, sniffed or
// made to run a script the build did not write. Pages run only the app's own
// files and the build's inline scripts, named by their SHA-256 (the colour
// mode before the first paint, and the loader that asks for the app), so a
// script that found its way into content would not run. Styles may be inline:
// emotion writes each page's styles into style elements, in the server's
// render and as components mount.

/** The `'sha256-…'` source of each inline script in `html` that a browser runs. */
export function inlineScriptHashes(...htmls: string[]): string[] {
  const hashes = new Set<string>();
  for (const html of htmls) {
    for (const [, attributes = '', body = ''] of html.matchAll(
      /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi,
    )) {
      if (/\ssrc\s*=/i.test(attributes) || !runs(attributes)) continue;
      hashes.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
    }
  }
  return [...hashes].sort();
}

/** A script element without a type, or with a JavaScript one, runs; a data block (JSON) does not. */
function runs(attributes: string): boolean {
  const type = /\stype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase();
  return type === undefined || type === 'module' || type === 'text/javascript';
}

/** The policy of every page, the app shell and the built files. */
function pagePolicy(scriptHashes: readonly string[]): string {
  return [
    "default-src 'self'",
    `script-src 'self' ${scriptHashes.join(' ')}`.trim(),
    "style-src 'self' 'unsafe-inline'",
    // Content may name an image on another site (https only).
    "img-src 'self' data: blob: https:",
    "font-src 'self'",
    "connect-src 'self'",
    "manifest-src 'self'",
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** The API's and the health checks' answers are data: nothing in them loads, nothing may frame them. */
export const API_POLICY = "default-src 'none'; frame-ancestors 'none'";

/** Headers every answer gets. */
export const COMMON_HEADERS: readonly (readonly [string, string])[] = [
  ['X-Content-Type-Options', 'nosniff'],
  ['X-Frame-Options', 'DENY'],
  ['Referrer-Policy', 'strict-origin-when-cross-origin'],
];

/** Headers of the pages and files, besides the common ones. */
export function pageHeaders(scriptHashes: readonly string[]): [string, string][] {
  return [
    ['Content-Security-Policy', pagePolicy(scriptHashes)],
    ['Cross-Origin-Opener-Policy', 'same-origin'],
    ['Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=(), usb=()'],
  ];
}

/** Browsers keep to https for a year once they have seen this over https. */
export const HSTS: readonly [string, string] = ['Strict-Transport-Security', 'max-age=31536000'];
