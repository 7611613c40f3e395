import type { Snapshot } from '../../src/contract/snapshot';

/** A scenario's rows by table; a table left out is empty. */
export type ScenarioTables = Partial<Snapshot['tables']>;
