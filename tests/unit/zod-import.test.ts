import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

// The app takes zod from src/contract/zod.ts only: that module makes zod parse
// without compiling code in a page (the live site's Content-Security-Policy
// refuses it), and it must run before any schema is made.

const ROOT = join(import.meta.dirname, '../..');

async function sources(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return sources(path);
      return /\.(ts|tsx)$/.test(entry.name) ? [path] : [];
    }),
  );
  return nested.flat();
}

describe("the app's zod", () => {
  it('is imported from src/contract/zod.ts by every module under src/', async () => {
    const files = await sources(join(ROOT, 'src'));
    expect(files.length).toBeGreaterThan(50);
    const direct: string[] = [];
    for (const file of files) {
      const path = relative(ROOT, file);
      if (path === join('src', 'contract', 'zod.ts')) continue;
      const text = await readFile(file, 'utf8');
      if (/from\s+['"]zod(\/[^'"]*)?['"]|import\(\s*['"]zod/.test(text)) direct.push(path);
    }
    expect(direct).toEqual([]);
  });
});
