import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { themeSystem } from '../../src/theme';

// The theme's system: only the palettes and the global variables the site uses.

/** The TypeScript sources under `dir`. */
const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });

/** The styles Chakra's provider injects (its `_global`), as text to search. */
const globalStyles = (): string => {
  const system = themeSystem();
  return JSON.stringify([system.getPreflightCss(), system.getGlobalCss(), system.getTokenCss()]);
};

describe('colour palettes', () => {
  const dropped = ['yellow', 'teal', 'cyan', 'pink'];

  it('ship only those the site uses, with the status colours', () => {
    const css = globalStyles();
    for (const name of dropped) expect(css).not.toContain(`--bl-colors-${name}-`);
    for (const name of ['gray', 'red', 'orange', 'green', 'blue', 'purple', 'brand', 'amber']) {
      expect(css).toContain(`"--bl-colors-${name}-500":`);
    }
    expect(css).toContain('"--bl-colors-fg-success":');
    expect(css).toContain('"--bl-colors-border-error":');
  });

  it('are not referred to anywhere in the app', () => {
    const pattern = new RegExp(`(["'{.])(${dropped.join('|')})(\\.\\d|["'}])`);
    const offenders = sources(join(import.meta.dirname, '../../src')).filter((file) =>
      pattern.test(readFileSync(file, 'utf8').replace(/UNUSED_PALETTES = new Set\([^)]*\)/, '')),
    );
    expect(offenders).toEqual([]);
  });
});

describe("Chakra's composite utilities", () => {
  // The universal rule leaves out the custom properties that only the ring,
  // filter and backdrop-filter composites read (src/theme/index.ts).
  const props = [
    'ring',
    'ringColor',
    'ringOffset',
    'ringOffsetColor',
    'ringInset',
    'blur',
    'brightness',
    'contrast',
    'grayscale',
    'hueRotate',
    'invert',
    'saturate',
    'sepia',
    'dropShadow',
    'backdropBlur',
    'backdropBrightness',
    'backdropContrast',
    'backdropGrayscale',
    'backdropHueRotate',
    'backdropInvert',
    'backdropOpacity',
    'backdropSaturate',
    'backdropSepia',
  ];

  it('leave the universal rule with only what it needs', () => {
    const base = themeSystem().getGlobalCss()['@layer base'] as Record<string, unknown>;
    const universal = JSON.stringify(base['&*']);
    expect(universal).toMatch(/fontFeatureSettings|font-feature-settings/);
    expect(universal).toContain('"--global-color-border"');
    expect(universal).toContain('"--global-font-body"');
    expect(universal).not.toMatch(/--ring-|--backdrop-|--blur|--brightness|--drop-shadow/);
  });

  it('are used nowhere in the app, nor by any Chakra recipe it imports', () => {
    const usage = new RegExp(
      // (a semantic token such as `contrast: { value: ... }` is not a style prop)
      `\\b(${props.join('|')})(=|:\\s(?!\\{ value))|\\b(filter|backdropFilter)(="auto"|:\\s*'auto')`,
    );
    const files = sources(join(import.meta.dirname, '../../src'));
    expect(files.filter((file) => usage.test(readFileSync(file, 'utf8')))).toEqual([]);
    // Every recipe the app uses, from the theme or passed where a lazy component renders.
    const imported = new Set(
      files.flatMap((file) =>
        [...readFileSync(file, 'utf8').matchAll(/\b(\w+(?:Slot)?Recipe)\b/g)].map(
          (match) => match[1] ?? '',
        ),
      ),
    );
    const recipeFiles = join(
      import.meta.dirname,
      '../../node_modules/@chakra-ui/react/dist/esm/theme/recipes',
    );
    const recipeUsage = new RegExp(`\\b(${props.join('|')}):|(filter|backdropFilter): "auto"`);
    const offenders = readdirSync(recipeFiles)
      .filter((file) => file.endsWith('.js'))
      .filter((file) => {
        const source = readFileSync(join(recipeFiles, file), 'utf8');
        const exported = /export \{ (\w+) \}/.exec(source)?.[1] ?? '';
        return imported.has(exported) && recipeUsage.test(source);
      });
    expect(imported.size).toBeGreaterThan(10);
    expect(offenders).toEqual([]);
  });
});
