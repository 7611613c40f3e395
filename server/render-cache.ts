import type { RenderCache, RenderedMarkup } from '../src/entry-server';

// The live server's renders kept for reuse (src/entry-server.tsx): the pages
// most asked for, up to a size, the least recently used going first. It is
// only a shortcut: a process that starts empty, or another process, renders
// the same markup from the same data, and nothing else depends on it.

/** About a byte a UTF-16 code unit of ASCII markup. */
const sizeOf = (key: string, { head, markup }: RenderedMarkup) =>
  key.length + head.length + markup.length;

export function createRenderCache({ maxBytes }: { maxBytes: number }): RenderCache & {
  /** What it holds, in bytes (about). */
  bytes(): number;
} {
  // A Map keeps insertion order: the first entry is the least recently used.
  const entries = new Map<string, RenderedMarkup>();
  let bytes = 0;
  return {
    get(key) {
      const found = entries.get(key);
      if (found) {
        entries.delete(key);
        entries.set(key, found);
      }
      return found;
    },
    set(key, rendered) {
      const size = sizeOf(key, rendered);
      if (size > maxBytes) return;
      const old = entries.get(key);
      if (old) {
        bytes -= sizeOf(key, old);
        entries.delete(key);
      }
      entries.set(key, rendered);
      bytes += size;
      for (const [oldest, value] of entries) {
        if (bytes <= maxBytes) break;
        entries.delete(oldest);
        bytes -= sizeOf(oldest, value);
      }
    },
    bytes: () => bytes,
  };
}
