import type { Plugin } from 'vite';

export const SHELL: string;
export const SHELL_PAGES: string[];
export const NOT_FOUND_FILE: string;
/** Where the server bundle goes, beside the app's folder. */
export function serverDirOf(outDir: string): string;
/** The file a static host serves for a page's path. */
export function fileOf(path: string): string;
/** The app shell's plugin (before vite-plugin-pwa) and the page renderer's (after it). */
export function renderPlugins(): { shell: Plugin; pages: Plugin };
