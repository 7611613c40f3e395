import { http } from 'msw';
import { db } from '../db';
import { adminHandlers } from './admin';
import { contentHandlers } from './content';
import { controlHandlers } from './control';
import { homepageHandlers } from './homepage';
import { leadHandlers } from './leads';
import { json } from './route';
import { technologyHandlers } from './technologies';

/** Every /api handler of the standalone backend, in match order. */
export const handlers = [
  ...controlHandlers,
  ...contentHandlers,
  // A build capped to an earlier store schema reproduces the release before
  // technology pages: no table, so no endpoints either.
  ...(db.tables.some((table) => table.name === 'technologies') ? technologyHandlers : []),
  ...homepageHandlers,
  ...leadHandlers,
  ...adminHandlers,
  // Anything else under /api is an unknown endpoint.
  http.all('*/api/*', () => json({ error: 'Not found' }, 404)),
];
