import 'fake-indexeddb/auto';

// The standalone backend in Node, over an in-memory store seeded as a first
// visitor's is: what the build renders the public pages from
// (scripts/render-pages.mjs).
export { answer } from './answer';
