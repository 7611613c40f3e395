import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';

// The build renders every public page in Node: it needs no browser. It runs
// here with a PATH that holds node and nothing else, and with any configured
// browser pointing nowhere.

const work = mkdtempSync(join(tmpdir(), 'build-without-browser-'));
// In the project, so the server bundle beside it resolves the project's packages.
const out = 'dist-without-browser';
afterAll(() => {
  for (const dir of [work, out, `${out}-server`]) rmSync(dir, { recursive: true, force: true });
});

it('builds and renders every public page with no browser on the PATH', () => {
  const bin = join(work, 'bin');
  mkdirSync(bin);
  symlinkSync(process.execPath, join(bin, 'node'));
  const build = spawnSync(
    process.execPath,
    [
      'node_modules/vite/bin/vite.js',
      'build',
      '--outDir',
      out,
      '--emptyOutDir',
      '--logLevel',
      'warn',
    ],
    {
      encoding: 'utf8',
      env: {
        PATH: bin,
        HOME: work,
        CHROMIUM_PATH: join(work, 'no-chromium'),
        CHROME_PATH: join(work, 'no-chrome'),
      },
    },
  );
  expect(build.status, build.stderr).toBe(0);
  const portfolio = readFileSync(join(out, 'portfolio.html'), 'utf8');
  expect(portfolio).toContain('Work We&#x27;re Proud Of');
  expect(readFileSync(join(out, 'index.html'), 'utf8')).toContain(
    'Software that moves your business forward',
  );
}, 240_000);
