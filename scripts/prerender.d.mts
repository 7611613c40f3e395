import type { Plugin } from 'vite';

/** Vite plugin: the landing page's first screen prerendered into index.html (see prerender.mjs). */
export function prerenderHome(): Plugin;

/** index.html with a snapshot's HTML (shown only at `/`) and CSS. */
export function withSnapshot(
  indexHtml: string,
  snapshot: { html: string; css: string; images?: string[]; stylesheets?: Record<string, string> },
): string;
