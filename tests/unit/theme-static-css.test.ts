import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { staticGlobalCss } from '../../scripts/chakra-global-css.mjs';
import { appSystem, themeSystem } from '../../src/theme';

// Chakra's global styles ship as static CSS; the provider must then inject none.

describe('static global styles', () => {
  const css = staticGlobalCss(themeSystem());

  it('declare the cascade layers first, in Chakra order', () => {
    expect(css.startsWith('@layer reset,base,tokens,recipes;')).toBe(true);
  });

  it('hold the reset, the global styles and every token variable, light and dark', () => {
    expect(css).toContain('@layer reset{');
    expect(css).toContain('@layer base{');
    expect(css).toContain('@layer tokens{');
    expect(css).toMatch(/overflow-wrap:anywhere/);
    expect(css).toContain('--bl-colors-brand-solid:var(--bl-colors-brand-600)');
    expect(css).toMatch(/\.dark[^{]*\{[^}]*--bl-colors-brand-solid:var\(--bl-colors-brand-400\)/);
    expect(css).toContain('--bl-fonts-heading:');
  });

  it('leave the provider nothing to inject, and the rest of the system unchanged', () => {
    const system = appSystem();
    expect(system).toBe(appSystem());
    expect(system._global).toEqual([]);
    expect(system._config.disableLayers).toBe(true);
    expect(themeSystem()._global.length).toBeGreaterThan(0);
    expect(system.token('colors.brand.600')).toBe('#4338CA');
    expect(system.css({ color: 'brand.solid' })).toEqual(
      themeSystem().css({ color: 'brand.solid' }),
    );
  });
});

describe('colour palettes', () => {
  const dropped = ['yellow', 'teal', 'cyan', 'pink'];
  const sources = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return sources(path);
      return /\.tsx?$/.test(entry.name) ? [path] : [];
    });

  it('ship only those the site uses, with the status colours', () => {
    const css = staticGlobalCss(themeSystem());
    for (const name of dropped) expect(css).not.toContain(`--bl-colors-${name}-`);
    for (const name of ['gray', 'red', 'orange', 'green', 'blue', 'purple', 'brand', 'amber']) {
      expect(css).toContain(`--bl-colors-${name}-500:`);
    }
    expect(css).toContain('--bl-colors-fg-success:');
    expect(css).toContain('--bl-colors-border-error:');
  });

  it('are not referred to anywhere in the app', () => {
    const pattern = new RegExp(`(["'{.])(${dropped.join('|')})(\\.\\d|["'}])`);
    const offenders = sources(join(import.meta.dirname, '../../src')).filter((file) =>
      pattern.test(readFileSync(file, 'utf8').replace(/UNUSED_PALETTES = new Set\([^)]*\)/, '')),
    );
    expect(offenders).toEqual([]);
  });
});
