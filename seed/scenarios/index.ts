import type { ScenarioInfo, ScenarioName } from '../../src/contract/mock-control';
import { seed } from '../index';
import { BUSY_LEADS, BUSY_POSTS, busyTables } from './busy';
import { edgeTables } from './edge';
import type { ScenarioTables } from './types';

// The named data sets of POST /api/__mock/scenario/{name}: each replaces the
// store's content and leads. They are built when asked for, so only the one
// loaded costs time.

export interface Scenario extends ScenarioInfo {
  tables: () => ScenarioTables;
}

const count = BUSY_LEADS.toLocaleString('en-US');

export const scenarios: Record<ScenarioName, Scenario> = {
  seed: {
    name: 'seed',
    description: 'The default content and no leads.',
    tables: () => seed,
  },
  empty: {
    name: 'empty',
    description: 'No content and no leads: every list shows its empty state.',
    tables: () => ({}),
  },
  busy: {
    name: 'busy',
    description: `The default content with ${BUSY_POSTS} blog posts, and ${count} contact submissions, lead captures and newsletter subscribers.`,
    tables: busyTables,
  },
  edge: {
    name: 'edge',
    description:
      'The longest texts the contract allows, Arabic, Japanese and emoji, and records with every optional field left out.',
    tables: edgeTables,
  },
};
