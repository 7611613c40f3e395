// Renders the app's icons (from the logo mark of public/favicon.svg) and, with
// --screenshots, the install dialog's screenshots of the real app, to PNG with
// headless Chromium. The PNGs are committed; run this again when the logo or
// the home page changes:
//   node scripts/make-icons.mjs                 icons only
//   node scripts/make-icons.mjs --screenshots   builds into dist-icons, then both
import { execFileSync } from 'node:child_process';
import { mkdir, rm } from 'node:fs/promises';
import { chromium } from '@playwright/test';
import { startStaticServer } from './lib/static-server.mjs';

const NAVY = '#0B1B3F';
const MARK = `<path d="M9 8h8.5a5 5 0 0 1 2.4 9.4A5.2 5.2 0 0 1 18 25H9z" fill="#5B55E8"/>
  <path d="M9 16h9" stroke="#F59E0B" stroke-width="3" stroke-linecap="round"/>`;

// "any": the favicon's rounded tile. "maskable": a full-bleed tile with the mark
// inside the central safe zone (a circle of 40% radius), whatever shape the
// platform cuts.
const ANY = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">
  <rect width="32" height="32" rx="7" fill="${NAVY}"/>${MARK}</svg>`;
const MASKABLE = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">
  <rect width="32" height="32" fill="${NAVY}"/>
  <g transform="translate(16 16.5) scale(0.62) translate(-14.5 -16.5)">${MARK}</g></svg>`;

const ICONS = [
  { file: 'public/icons/icon-192.png', svg: ANY, size: 192 },
  { file: 'public/icons/icon-512.png', svg: ANY, size: 512 },
  { file: 'public/icons/icon-maskable-512.png', svg: MASKABLE, size: 512 },
];

const SCREENSHOTS = [
  { file: 'public/screenshots/narrow.png', width: 540, height: 1170 },
  { file: 'public/screenshots/wide.png', width: 1280, height: 800 },
];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  await mkdir('public/icons', { recursive: true });
  for (const icon of ICONS) {
    const page = await browser.newPage({ viewport: { width: icon.size, height: icon.size } });
    await page.setContent(
      `<style>html,body{margin:0;background:transparent}svg{display:block;width:100vw;height:100vh}</style>${icon.svg}`,
    );
    await page.screenshot({ path: icon.file, omitBackground: true });
    await page.close();
    console.info(`wrote ${icon.file}`);
  }
  if (process.argv.includes('--screenshots')) await takeScreenshots();
} finally {
  await browser.close();
}

async function takeScreenshots() {
  const dist = 'dist-icons';
  execFileSync('npx', ['vite', 'build', '--outDir', dist, '--emptyOutDir'], { stdio: 'ignore' });
  const server = await startStaticServer({ root: dist });
  await mkdir('public/screenshots', { recursive: true });
  try {
    for (const shot of SCREENSHOTS) {
      const context = await browser.newContext({
        viewport: { width: shot.width, height: shot.height },
        colorScheme: 'light',
        reducedMotion: 'reduce',
      });
      const page = await context.newPage();
      await page.goto(server.url);
      await page.waitForFunction(() => navigator.serviceWorker?.controller);
      await page.waitForLoadState('networkidle');
      await page.evaluate(() => document.fonts.ready);
      await page.screenshot({ path: shot.file });
      await context.close();
      console.info(`wrote ${shot.file}`);
    }
  } finally {
    await server.stop();
    await rm(dist, { recursive: true, force: true });
  }
}
