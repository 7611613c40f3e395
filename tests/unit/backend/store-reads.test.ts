import { beforeEach, describe, expect, it } from 'vitest';
import type { ListQuery } from '../../../backend/store';
import { resetToSeed, store } from './call';

// The PostgreSQL store answers a read made outside a transaction with a
// statement prepared once for its shape (table, order, paging), and builds the
// read inside one. Either way the rows are the same, on every store, and a
// prepared read, asked again, sees what was written since.

const SHAPES: ListQuery<'services'>[] = [
  {},
  { orderBy: 'order' },
  { orderBy: 'order', desc: true },
  { offset: 2 },
  { limit: 3 },
  { limit: 0 },
  { offset: 1, limit: 2 },
  { orderBy: 'order', desc: true, offset: 1, limit: 4 },
  { desc: true, offset: 1 },
];

describe('the store reads', () => {
  beforeEach(resetToSeed);

  it('answer alike inside and outside a transaction, and when asked again', async () => {
    for (const query of SHAPES) {
      const outside = await store.list('services', query);
      expect(await store.transaction(() => store.list('services', query))).toEqual(outside);
      expect(await store.list('services', query)).toEqual(outside);
    }
    const all = await store.list('services');
    expect(all.length).toBeGreaterThan(4);
    for (const service of all.slice(0, 2)) {
      expect(await store.get('services', service.id)).toEqual(service);
      expect(await store.transaction(() => store.get('services', service.id))).toEqual(service);
      expect(await store.find('services', 'slug', service.slug)).toEqual(service);
      expect(await store.transaction(() => store.find('services', 'slug', service.slug))).toEqual(
        service,
      );
    }
    expect(await store.get('services', 'no-such-service')).toBeUndefined();
    expect(await store.find('services', 'slug', 'no-such-slug')).toBeUndefined();
  });

  it('see what was written since they were last asked', async () => {
    const [first] = await store.list('services', { orderBy: 'order', limit: 1 });
    if (!first) throw new Error('the seed has services');
    await store.put('services', { ...first, name: 'Renamed service', order: -1 });
    const [again] = await store.list('services', { orderBy: 'order', limit: 1 });
    expect(again).toEqual({ ...first, name: 'Renamed service', order: -1 });
    expect((await store.get('services', first.id))?.name).toBe('Renamed service');
    expect((await store.find('services', 'slug', first.slug))?.name).toBe('Renamed service');
  });
});
