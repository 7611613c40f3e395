import { beforeEach, describe, expect, it, vi } from 'vitest';

// The public pages' content store (src/api/content.ts): what a page shows of a
// path changes only when its data or error does, so a read that starts, or an
// answer equal to the one shown, renders nothing again.

const apiGet = vi.fn<(path: string) => Promise<unknown>>();
vi.mock('../../src/lib/api-client', () => ({ apiGet: (path: string) => apiGet(path) }));

type Store = typeof import('../../src/api/content');
let store: Store;

/** Answers the next read of each path when told to. */
function answers() {
  const pending = new Map<string, Array<(value: unknown) => void>>();
  const failures = new Map<string, Array<(error: Error) => void>>();
  apiGet.mockImplementation(
    (path) =>
      new Promise((resolve, reject) => {
        pending.set(path, [...(pending.get(path) ?? []), resolve]);
        failures.set(path, [...(failures.get(path) ?? []), reject]);
      }),
  );
  const settle = async () => {
    for (let index = 0; index < 5; index++) await Promise.resolve();
  };
  return {
    async answer(path: string, value: unknown) {
      const resolve = pending.get(path)?.shift();
      failures.get(path)?.shift();
      if (!resolve) throw new Error(`no read of ${path} is waiting`);
      resolve(value);
      await settle();
    },
    async fail(path: string) {
      pending.get(path)?.shift();
      const reject = failures.get(path)?.shift();
      if (!reject) throw new Error(`no read of ${path} is waiting`);
      reject(new Error('500: down'));
      await settle();
    },
  };
}

beforeEach(async () => {
  vi.resetModules();
  apiGet.mockReset();
  store = await import('../../src/api/content');
});

describe('public content store', () => {
  it("shows a first visit's primed answer at once and renders nothing again when the worker's equals it", async () => {
    const reads = answers();
    const changes = vi.fn();
    store.subscribeContent(changes);
    store.primeContent({ '/api/portfolio': [{ id: 'p1', title: 'Dashboard' }] });
    const primed = store.contentView('/api/portfolio');
    expect(primed).toEqual({ data: [{ id: 'p1', title: 'Dashboard' }], hasData: true });
    changes.mockClear();

    // A page shows it: the worker is asked again.
    store.readContent('/api/portfolio');
    expect(apiGet).toHaveBeenCalledWith('/api/portfolio');
    await reads.answer('/api/portfolio', [{ id: 'p1', title: 'Dashboard' }]);
    expect(store.contentView('/api/portfolio')).toBe(primed);
    expect(changes).not.toHaveBeenCalled();
  });

  it("replaces a primed answer with the worker's when it differs", async () => {
    const reads = answers();
    const changes = vi.fn();
    store.primeContent({ '/api/team': [{ id: 't1', name: 'Ana' }] });
    store.subscribeContent(changes);
    store.readContent('/api/team');
    await reads.answer('/api/team', [{ id: 't1', name: 'Ana María' }]);
    expect(store.contentView('/api/team')?.data).toEqual([{ id: 't1', name: 'Ana María' }]);
    expect(changes).toHaveBeenCalledTimes(1);
  });

  it('reads a path once for all its readers, and keeps a fresh answer without asking again', async () => {
    const reads = answers();
    const release = store.readContent('/api/blog');
    store.readContent('/api/blog');
    expect(apiGet).toHaveBeenCalledTimes(1);
    expect(store.contentView('/api/blog')).toEqual({ hasData: false });
    await reads.answer('/api/blog', []);
    expect(store.contentView('/api/blog')).toEqual({ data: [], hasData: true });
    release();
    store.readContent('/api/blog');
    expect(apiGet).toHaveBeenCalledTimes(1);
  });

  it('asks again at once for an invalidated path a page shows, and later for one no page shows', async () => {
    const reads = answers();
    const release = store.readContent('/api/services');
    await reads.answer('/api/services', [{ id: 's1' }]);
    store.readContent('/api/homepage');
    await reads.answer('/api/homepage', { hero: 'Old' });
    release();

    store.invalidateContent(['api']);
    // /api/homepage still has a reader; /api/services has none.
    expect(apiGet.mock.calls.map(([path]) => path)).toEqual([
      '/api/services',
      '/api/homepage',
      '/api/homepage',
    ]);
    // The old answer shows meanwhile.
    expect(store.contentView('/api/homepage')?.data).toEqual({ hero: 'Old' });
    await reads.answer('/api/homepage', { hero: 'New' });
    expect(store.contentView('/api/homepage')?.data).toEqual({ hero: 'New' });

    store.readContent('/api/services');
    expect(apiGet).toHaveBeenCalledTimes(4);
    await reads.answer('/api/services', [{ id: 's1' }, { id: 's2' }]);
    expect(store.contentView('/api/services')?.data).toEqual([{ id: 's1' }, { id: 's2' }]);
  });

  it('asks again after a read that was running when its path was invalidated', async () => {
    const reads = answers();
    store.readContent('/api/team');
    store.invalidateContent(['api', 'team']);
    expect(apiGet).toHaveBeenCalledTimes(1);
    await reads.answer('/api/team', [{ name: 'Before the edit' }]);
    expect(apiGet).toHaveBeenCalledTimes(2);
    await reads.answer('/api/team', [{ name: 'After the edit' }]);
    expect(store.contentView('/api/team')?.data).toEqual([{ name: 'After the edit' }]);
  });

  it('keeps showing the data it has when a later read fails, and says so only without data', async () => {
    const reads = answers();
    store.primeContent({ '/api/blog': [{ slug: 'a' }] });
    store.readContent('/api/blog');
    await reads.fail('/api/blog');
    const view = store.contentView('/api/blog');
    expect(view?.data).toEqual([{ slug: 'a' }]);
    expect(view?.hasData).toBe(true);

    store.readContent('/api/portfolio');
    await reads.fail('/api/portfolio');
    expect(store.contentView('/api/portfolio')).toMatchObject({ hasData: false });
    expect(store.contentView('/api/portfolio')?.error?.message).toBe('500: down');
  });
});
