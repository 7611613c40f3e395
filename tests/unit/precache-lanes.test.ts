import { describe, expect, it } from 'vitest';
import { PRECACHE_LANES, precacheLanes } from '../../src/app/precache-lanes';

// The worker's install fetches the build's files in lanes side by side, each
// lane one file at a time (src/app/precache-lanes.ts).

const files = (count: number, prefix = 'assets/chunk') =>
  Array.from({ length: count }, (_, i) => ({ url: `${prefix}-${i}.js`, revision: null }));

describe('the precache lanes', () => {
  it('deal every file into one lane, the app shell into the first', () => {
    const entries = [...files(150), { url: 'shell.html', revision: 'a1' }, 'icons/icon-192.png'];
    const lanes = precacheLanes(entries);
    expect(lanes).toHaveLength(PRECACHE_LANES);
    expect(lanes.flat()).toHaveLength(entries.length);
    expect(new Set(lanes.flat())).toEqual(new Set(entries));
    expect(lanes[0]).toContainEqual({ url: 'shell.html', revision: 'a1' });
  });

  it('share the files out so that no lane holds twice its share', () => {
    const sizes = precacheLanes(files(160)).map((lane) => lane.length);
    expect(Math.max(...sizes)).toBeLessThan((2 * 160) / PRECACHE_LANES);
    expect(Math.min(...sizes)).toBeGreaterThan(0);
  });

  it('keep a file in its lane when other files come and go', () => {
    const laneOf = (lanes: ReturnType<typeof precacheLanes>, url: string) =>
      lanes.findIndex((lane) =>
        lane.some((entry) => typeof entry !== 'string' && entry.url === url),
      );
    const before = precacheLanes(files(100));
    const after = precacheLanes([...files(100).slice(10), ...files(30, 'assets/new')]);
    for (const { url } of files(100).slice(10)) {
      expect(laneOf(after, url), url).toBe(laneOf(before, url));
    }
  });
});
