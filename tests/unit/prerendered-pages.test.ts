import { describe, expect, it } from 'vitest';
import {
  CURRENT_MARK,
  digest,
  isCurrent,
  markedCurrent,
  pageKey,
} from '../../mocks/prerendered-pages';
import { CURRENT_META, withSnapshot, workerEntry } from '../../scripts/prerender.mjs';
import { mockConfigSchema } from '../../src/contract/mock-control';

// The worker serves a prerendered page only while every answer it was built
// from is the store's answer now.

const reads = {
  '/api/blog/caf%C3%A9': { title: 'Café', body: 'Plain text </script>' },
  '/api/services': [{ slug: 'web', name: 'Web' }],
};
const snapshot = { path: '/blog/caf%C3%A9', html: '<h1>Café</h1>', css: '', reads };
const entry = workerEntry(snapshot, '<html>page</html>');
const config = mockConfigSchema.parse({});
const answers =
  (data: Record<string, unknown>, status = 200) =>
  async (path: string) =>
    Response.json(data[path], { status });

describe('prerendered pages in the worker', () => {
  it('are listed with their file, a revision and a digest of each answer', async () => {
    expect(entry.path).toBe('/blog/caf%C3%A9');
    expect(entry.url).toBe('blog/caf%C3%A9.html');
    expect(entry.revision).toMatch(/^[0-9a-f]{32}$/);
    expect(entry.reads['/api/services']).toBe(await digest(JSON.stringify(reads['/api/services'])));
  });

  it('are current only while every answer is the one they were built from', async () => {
    expect(await isCurrent(entry, config, answers(reads))).toBe(true);
    const edited = { ...reads, '/api/services': [{ slug: 'web', name: 'Web apps' }] };
    expect(await isCurrent(entry, config, answers(edited))).toBe(false);
    expect(await isCurrent(entry, config, answers(reads, 503))).toBe(false);
  });

  it('are never current while the backend is told to be slow or to fail', async () => {
    const slow = mockConfigSchema.parse({ latencyMs: 300 });
    const failing = mockConfigSchema.parse({ faults: { 'POST /api/contact': 503 } });
    expect(await isCurrent(entry, slow, answers(reads))).toBe(false);
    expect(await isCurrent(entry, failing, answers(reads))).toBe(false);
  });

  it('match the address as the router does', () => {
    expect(pageKey('/blog/caf%C3%A9')).toBe('/blog/café');
    expect(pageKey('/blog/café/')).toBe('/blog/café');
    expect(pageKey('/')).toBe('/');
    expect(pageKey('/blog/%E0%A4%A')).toBe('/blog/%E0%A4%A');
  });

  it('are marked so that their own script shows the snapshot, controlled or not', async () => {
    expect(CURRENT_MARK).toBe(`<meta name="${CURRENT_META}" content="">`);
    const page = withSnapshot(
      '<html><head><title>x</title></head><body><div id="root"></div></body></html>',
      snapshot,
      { installedKey: 'k' },
    );
    const marked = await (
      await markedCurrent(new Response(page, { headers: { 'Content-Type': 'text/html' } }))
    ).text();
    expect(marked.startsWith(`<html><head>${CURRENT_MARK}<title>`)).toBe(true);
    expect(marked).toContain(`document.querySelector('meta[name="${CURRENT_META}"]')`);
  });
});
