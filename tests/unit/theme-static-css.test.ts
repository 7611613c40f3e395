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
