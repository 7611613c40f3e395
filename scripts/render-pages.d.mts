import type { Plugin } from 'vite';

export { SHELL, SHELL_PAGES, serverDirOf, TEMPLATE } from './lib/site-files.mjs';
export const NOT_FOUND_FILE: string;
/** The file a static host serves for a page's path. */
export function fileOf(path: string): string;
/**
 * The app shell's plugin (before vite-plugin-pwa) and the page renderer's (after it);
 * in live mode the latter bundles the server instead of rendering pages.
 */
export function renderPlugins(options?: { live?: boolean }): { shell: Plugin; pages: Plugin };
