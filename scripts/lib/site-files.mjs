// Names the build and the live server share (scripts/render-pages.mjs,
// server/main.ts): kept apart from the build's plugins so that the server's
// bundle does not load Vite.

/** The app shell: index.html with no page in it. */
export const SHELL = 'shell.html';
/** Addresses that always get the shell: what they show depends on the session. */
export const SHELL_PAGES = ['/admin', '/admin/cms'];
/** The built index.html, the template every page is rendered into. */
export const TEMPLATE = 'index.html';
/** Where the server bundle goes: beside the app's folder (dist-server for dist), never served. */
export const serverDirOf = (/** @type {string} */ outDir) => `${outDir}-server`;
