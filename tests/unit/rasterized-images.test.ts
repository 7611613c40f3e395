import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { RASTERIZED } from '../../scripts/rasterize-images.mjs';
import { seed } from '../../seed';

const IMAGES = 'public/images';

/** Width and height of a WebP file, from its header (lossy, lossless or extended). */
function webpSize(file: string): { width: number; height: number } {
  const data = readFileSync(file);
  if (data.toString('ascii', 0, 4) !== 'RIFF' || data.toString('ascii', 8, 12) !== 'WEBP') {
    throw new Error(`${file} is not a WebP file`);
  }
  const chunk = data.toString('ascii', 12, 16);
  if (chunk === 'VP8X') {
    return { width: data.readUIntLE(24, 3) + 1, height: data.readUIntLE(27, 3) + 1 };
  }
  if (chunk === 'VP8L') {
    const bits = data.readUInt32LE(21);
    return { width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 };
  }
  if (chunk === 'VP8 ') {
    return { width: data.readUInt16LE(26) & 0x3fff, height: data.readUInt16LE(28) & 0x3fff };
  }
  throw new Error(`${file}: unknown WebP chunk ${chunk}`);
}

function svgSize(file: string): { width: number; height: number } {
  const svg = readFileSync(file, 'utf8');
  const match = /<svg[^>]*\swidth="(\d+)"[^>]*\sheight="(\d+)"/.exec(svg);
  if (!match) throw new Error(`${file}: the <svg> has no width and height`);
  return { width: Number(match[1]), height: Number(match[2]) };
}

const names = (folder: string, extension: string) =>
  readdirSync(join(IMAGES, folder))
    .filter((name) => name.endsWith(extension))
    .map((name) => name.slice(0, -extension.length))
    .sort();

describe('images drawn from SVG (scripts/rasterize-images.mjs)', () => {
  for (const [folder, scale] of Object.entries(RASTERIZED)) {
    it(`has a WebP of each SVG in ${folder}/, at ${scale}× its size`, () => {
      const sources = names(folder, '.svg');
      expect(sources.length).toBeGreaterThan(0);
      expect(names(folder, '.webp')).toEqual(sources);
      for (const name of sources) {
        const svg = svgSize(join(IMAGES, folder, `${name}.svg`));
        expect(webpSize(join(IMAGES, folder, `${name}.webp`)), name).toEqual({
          width: Math.round(svg.width * scale),
          height: Math.round(svg.height * scale),
        });
      }
    });
  }

  it('is what the seed shows: the logos and portraits name the WebP files', () => {
    const shown = [...seed.clients.map((c) => c.logo), ...seed.testimonials.map((t) => t.image)];
    expect(shown.length).toBe(16);
    for (const image of shown) expect(image).toMatch(/^\/images\/(clients|people)\/[a-z-]+\.webp$/);
  });
});
