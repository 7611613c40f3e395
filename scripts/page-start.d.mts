import type { Plugin } from 'vite';

/** The loader that asks for the app's modules after the first paint of a rendered page. */
export function loaderScript(entry: string, preloads: string[]): string;
/** index.html with its stylesheets written in and its module scripts started by the loader. */
export function startAfterPaint(html: string, cssOf: (href: string) => string | undefined): string;
/** The build's plugin that applies startAfterPaint to index.html. */
export function pageStart(): Plugin;
