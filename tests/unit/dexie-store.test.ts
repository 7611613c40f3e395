import { describe, expect, it } from 'vitest';
import { BackendDb } from '../../mocks/db';
import { seed } from '../../seed';

// The IndexedDB database's own schema upgrades (the handler suite in ./backend/
// runs on every store; this runs on Dexie alone).

describe('technology pages in the IndexedDB store', () => {
  it('are added by the schema upgrade to a store of the previous version, which keeps its data', async () => {
    const name = 'upgrade-to-technologies';
    const before = new BackendDb(name, 2);
    await before.open();
    expect(before.tables.map((table) => table.name)).not.toContain('technologies');
    await before.newsletterSubscribers.add({
      id: 'n1',
      email: 'keep@example.com',
      isActive: true,
      subscribedAt: '2026-01-01T00:00:00.000Z',
    });
    before.close();
    const after = new BackendDb(name, 3);
    await after.open();
    expect(after.verno).toBe(3);
    expect(await after.technologies.orderBy('order').toArray()).toEqual(seed.technologies);
    expect((await after.newsletterSubscribers.toArray()).map((row) => row.email)).toEqual([
      'keep@example.com',
    ]);
    expect(await after.services.count()).toBe(seed.services.length);
    after.close();
    await after.delete();
  });
});
