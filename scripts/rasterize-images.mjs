// Draws the home page's client logos and testimonial portraits, SVG files that
// hold text, as WebP files beside them, in the site's own fonts:
//
//   node scripts/rasterize-images.mjs
//
// Why: an SVG in an <img> is a document of its own, laid out and painted on the
// page's main thread, with its text shaped there too, in whatever font the
// system finds for "Inter" (a web font cannot reach into an image). Painting
// the home page's sixteen took one task of 15-25 ms just after the page
// rendered (Lighthouse's mobile run counts it four times over). A WebP is
// decoded off the main thread, and its text is set in the site's typefaces on
// every system.
//
// The SVG stays the source, and stays served: content stored or exported
// before names it. The WebP files are committed, so a build needs no browser
// for them; run this again after editing an SVG in one of the folders below
// (tests/unit/rasterized-images.test.ts checks that each has its WebP, at the
// size given here). The other images are SVG without text: small, sharp at any
// size and cheap to paint.

import { readdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const IMAGES = join(ROOT, 'public/images');
const FONTS = join(ROOT, 'node_modules/@fontsource-variable');

/**
 * The folders drawn, with device pixels per SVG unit: sharp on a screen of two
 * device pixels per CSS pixel at the size the site shows them (client logos,
 * 200 units wide, show 160 px wide; testimonial portraits, 256 units, 56 px).
 */
export const RASTERIZED = { clients: 2, people: 0.5 };
const QUALITY = 0.9;

async function fontFace(family, file) {
  const data = await readFile(join(FONTS, file));
  return `@font-face{font-family:"${family}";font-weight:100 900;src:url(data:font/woff2;base64,${data.toString('base64')}) format("woff2")}`;
}

async function main() {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    // The SVGs name "Inter" and "Space Grotesk": the site's own variable fonts.
    const css = [
      await fontFace('Inter', 'inter/files/inter-latin-wght-normal.woff2'),
      await fontFace('Space Grotesk', 'space-grotesk/files/space-grotesk-latin-wght-normal.woff2'),
      'html,body{margin:0;background:transparent}svg{display:block}',
    ].join('');
    let written = 0;
    for (const [folder, scale] of Object.entries(RASTERIZED)) {
      const files = (await readdir(join(IMAGES, folder))).filter((name) => name.endsWith('.svg'));
      for (const name of files.sort()) {
        const svg = await readFile(join(IMAGES, folder, name), 'utf8');
        const page = await browser.newPage({ deviceScaleFactor: scale });
        await page.setContent(`<!doctype html><style>${css}</style>${svg}`);
        await page.evaluate(() => document.fonts.ready);
        // Inline, the SVG's text is set in the page's fonts (drawn through an
        // image it would not be): the element's own rendering is captured, then
        // encoded.
        const png = await page.locator('svg').screenshot({ omitBackground: true, type: 'png' });
        const dataUrl = await page.evaluate(
          async ({ base64, quality }) => {
            const bitmap = await createImageBitmap(
              await (await fetch(`data:image/png;base64,${base64}`)).blob(),
            );
            const canvas = document.createElement('canvas');
            canvas.width = bitmap.width;
            canvas.height = bitmap.height;
            canvas.getContext('2d')?.drawImage(bitmap, 0, 0);
            return canvas.toDataURL('image/webp', quality);
          },
          { base64: png.toString('base64'), quality: QUALITY },
        );
        if (!dataUrl.startsWith('data:image/webp;'))
          throw new Error('this browser cannot encode WebP');
        const target = join(IMAGES, folder, name.replace(/\.svg$/, '.webp'));
        await writeFile(target, Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64'));
        await page.close();
        written += 1;
      }
    }
    console.info(`wrote ${written} WebP images`);
  } finally {
    await browser.close();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
