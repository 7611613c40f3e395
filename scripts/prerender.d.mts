import type { Plugin } from 'vite';

export const TEMPLATE_ID: string;
export const READS_ID: string;
/** The worker's app shell: index.html as built, without any prerendered page. */
export const SHELL: string;

export interface Snapshot {
  /** The page's path, as a link would write it (slugs percent-encoded). */
  path: string;
  html: string;
  css: string;
  title?: string;
  description?: string;
  images?: string[];
  /** The public `/api` answers the page read, by path. */
  reads?: Record<string, unknown>;
}

/** Vite plugin: writes shell.html, the worker's app shell (see prerender.mjs). */
export function appShell(): Plugin;

/** Vite plugin: every public page prerendered into its own index.html (see prerender.mjs). */
export function prerenderPages(options: { installedKey: string; scrollKey?: string }): Plugin;

/** The file a static host serves for a page's path. */
export function fileOf(path: string): string;

/** index.html with a page's snapshot, shown only on a first visit to that page. */
export function withSnapshot(
  indexHtml: string,
  snapshot: Snapshot,
  options: { installedKey: string; scrollKey?: string; stylesheets?: Record<string, string> },
): string;

/** Must match src/app/emotion-cache.ts: the attribute naming the classes a snapshot's styles hold. */
export const PRERENDERED_CSS_ATTRIBUTE: string;

/** The names of emotion's class rules in `css`, each once, in order. */
export function emotionNames(css: string): string[];

/** The worker's list of prerendered pages, replaced in the built worker. */
export const PAGES_PLACEHOLDER: string;
/** The name of the meta element the worker adds to a page whose snapshot is current. */
export const CURRENT_META: string;

/** The worker's entry for a prerendered page (see prerender.mjs). */
export function workerEntry(
  snapshot: Snapshot,
  html: string,
): { path: string; url: string; revision: string; reads: Record<string, string> };

/** A transparent pixel: what a deferred image shows until the app renders the page. */
export const DEFERRED_IMAGE: string;

/** The snapshot's markup with every image outside its first screen waiting for the app. */
export function deferImages(html: string, firstScreen: Set<string>): string;
