import { beforeEach, describe, expect, it } from 'vitest';
import { answer, store } from '../../../mocks/answer';
import '../../../mocks/seeded-api';
import { createRenderCache } from '../../../server/render-cache';
import { type RenderCache, type RenderedMarkup, renderPage } from '../../../src/entry-server';
import type { ApiTransport } from '../../../src/lib/api-client';

// The live server keeps a page's render under its address and the data its
// reads answered (src/entry-server.tsx, server/render-cache.ts): the same data
// gives the same page without a render, and an edit is seen at once.

const TEMPLATE =
  '<html><head><!--app-head--></head><body><div id="root"><!--app-html--></div><!--app-state--></body></html>';

/**
 * A page without its data: the data is read for every request, and carries the
 * time of its reads.
 */
const withoutData = (html: string) =>
  html.replace(/<script type="application\/json"[^>]*>.*?<\/script>/s, '');

/** A render cache that counts what it was asked. */
function countingCache() {
  const inner = createRenderCache({ maxBytes: 64 * 1024 * 1024 });
  const counts = { hits: 0, misses: 0, kept: 0 };
  const cache: RenderCache = {
    get(key) {
      const found = inner.get(key);
      if (found) counts.hits++;
      else counts.misses++;
      return found;
    },
    set(key, rendered) {
      counts.kept++;
      inner.set(key, rendered);
    },
  };
  return { cache, counts };
}

beforeEach(() => store.reset());

describe('rendered pages kept for reuse', () => {
  it('gives the same page from the cache as a render does, over the same data', async () => {
    const { cache, counts } = countingCache();
    const first = await renderPage('/team', TEMPLATE, answer, cache);
    const again = await renderPage('/team', TEMPLATE, answer, cache);
    const uncached = await renderPage('/team', TEMPLATE, answer);
    expect(counts).toEqual({ hits: 1, misses: 1, kept: 1 });
    expect(first.status).toBe(200);
    expect(again.status).toBe(200);
    expect(again.page).toBe('team');
    expect(withoutData(again.html)).toBe(withoutData(first.html));
    expect(withoutData(again.html)).toBe(withoutData(uncached.html));
    expect(again.html).toMatch(/<script type="application\/json"[^>]*>\{/);
    // What the page was made from: the same for both, and only with a cache.
    expect(first.key).toBeDefined();
    expect(again.key).toBe(first.key);
    expect(uncached.key).toBeUndefined();
    expect(again.html).toContain('<title>Our Team | Brightline Labs</title>');
  });

  it('renders again once the data changed, and shows the edit', async () => {
    const { cache, counts } = countingCache();
    const before = await renderPage('/team', TEMPLATE, answer, cache);
    const [member] = await store.list('team');
    if (!member) throw new Error('the seed has a team');
    expect(before.html).toContain(member.name);
    await store.put('team', { ...member, name: 'Grace Hopper' });

    const after = await renderPage('/team', TEMPLATE, answer, cache);
    expect(counts).toEqual({ hits: 0, misses: 2, kept: 2 });
    expect(after.key).toBeDefined();
    expect(after.key).not.toBe(before.key);
    expect(after.html).toContain('Grace Hopper');
    expect(after.html).not.toContain(`>${member.name}<`);
    expect(withoutData(after.html)).toBe(
      withoutData((await renderPage('/team', TEMPLATE, answer)).html),
    );
  });

  it('keeps each address on its own', async () => {
    const { cache, counts } = countingCache();
    const team = await renderPage('/team', TEMPLATE, answer, cache);
    const services = await renderPage('/services', TEMPLATE, answer, cache);
    expect(counts).toEqual({ hits: 0, misses: 2, kept: 2 });
    expect(withoutData(services.html)).not.toBe(withoutData(team.html));
    const again = await renderPage('/services', TEMPLATE, answer, cache);
    expect(withoutData(again.html)).toBe(withoutData(services.html));
    expect(counts.hits).toBe(1);
  });

  it('renders a page whose read failed, or an address the site does not have, every time', async () => {
    const { cache, counts } = countingCache();
    // The database out of reach for the team's read: the page says so, and is
    // not kept for when it is back.
    const teamDown: ApiTransport = (request) =>
      new URL(request.url).pathname === '/api/team'
        ? Promise.resolve(Response.json({ error: 'Service unavailable' }, { status: 503 }))
        : answer(request);
    for (const [address, status] of [
      ['/team', 503],
      ['/no-such-page', 404],
    ] as const) {
      for (const _ of [1, 2]) {
        const failed = await renderPage(address, TEMPLATE, teamDown, cache);
        expect(failed.status, address).toBe(status);
        expect(failed.key).toBeUndefined();
      }
    }
    expect(counts).toEqual({ hits: 0, misses: 0, kept: 0 });
  });

  it('answers a service, technology, case study or post that no slug names 404, and keeps none of them', async () => {
    const { cache, counts } = countingCache();
    const addresses = [
      '/services/no-such-service',
      '/technologies/no-such-technology',
      '/case-studies/no-such-study',
      '/blog/no-such-post',
      '/%20',
    ];
    for (const address of addresses) {
      for (const _ of [1, 2]) {
        const missing = await renderPage(address, TEMPLATE, answer, cache);
        expect(missing.status, address).toBe(404);
        expect(missing.key).toBeUndefined();
        expect(missing.html).toContain('<meta name="robots" content="noindex">');
      }
    }
    expect(counts.kept).toBe(0);
    expect((await renderPage('/services/no-such-service', TEMPLATE, answer)).html).toContain(
      'Service Not Found',
    );
  });
});

describe('the render cache', () => {
  const markup = (size: number): RenderedMarkup => ({ head: '', markup: 'x'.repeat(size) });

  it('drops the least recently used render past its size', () => {
    const cache = createRenderCache({ maxBytes: 250 });
    cache.set('a', markup(99));
    cache.set('b', markup(99));
    expect(cache.get('a')).toBeDefined();
    cache.set('c', markup(99));
    // a was read after b was kept: b goes first.
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBeDefined();
    expect(cache.get('c')).toBeDefined();
    expect(cache.bytes()).toBe(200);
  });

  it('keeps nothing larger than itself, and counts a replaced render once', () => {
    const cache = createRenderCache({ maxBytes: 100 });
    cache.set('big', markup(100));
    expect(cache.get('big')).toBeUndefined();
    cache.set('a', markup(10));
    cache.set('a', markup(20));
    expect(cache.bytes()).toBe(21);
    expect(cache.get('a')?.markup).toHaveLength(20);
  });
});
