import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createSystem, defaultConfig } from '@chakra-ui/react';
import { describe, expect, it } from 'vitest';
import { chakraInSteps } from '../../scripts/chakra-steps.mjs';

// The browser build's Chakra creates its system in steps (scripts/chakra-steps.mjs):
// the same system, in parts the app runs a task apart.

const ROOT = join(import.meta.dirname, '../..');
const ESM = join(ROOT, 'node_modules/@chakra-ui/react/dist/esm');
const SYSTEM = join(ESM, 'styled-system/system.js');
const TOKENS = join(ESM, 'styled-system/token-dictionary.js');

type System = ReturnType<typeof createSystem>;
type Patched = {
  createSystem: ((...configs: unknown[]) => System) & {
    steps: (...configs: unknown[]) => Generator<undefined, System, undefined>;
  };
};

/** Chakra's styled-system, patched, in a copy beside the real one (its imports resolve the same). */
async function patchedChakra(): Promise<Patched> {
  const copy = join(ROOT, 'node_modules/.cache/chakra-steps-test');
  rmSync(copy, { recursive: true, force: true });
  mkdirSync(copy, { recursive: true });
  cpSync(join(ESM, 'styled-system'), join(copy, 'styled-system'), { recursive: true });
  cpSync(join(ESM, 'utils'), join(copy, 'utils'), { recursive: true });
  for (const file of [SYSTEM, TOKENS]) {
    const patched = chakraInSteps(file, readFileSync(file, 'utf8'));
    if (!patched) throw new Error(`not patched: ${file}`);
    writeFileSync(join(copy, 'styled-system', file.split('/').pop() ?? ''), patched);
  }
  return import(pathToFileURL(join(copy, 'styled-system/system.js')).href) as Promise<Patched>;
}

describe("Chakra's system in steps", () => {
  it('patches only the two modules, and refuses one that changed shape', () => {
    expect(chakraInSteps(join(ESM, 'styled-system/css.js'), 'export {}')).toBeUndefined();
    expect(() => chakraInSteps(SYSTEM, 'function createSystem() {}')).toThrow(/changed shape/);
    expect(() => chakraInSteps(TOKENS, 'function createTokenDictionary() {}')).toThrow(
      /changed shape/,
    );
  });

  it('gives the same system, at once or in steps', async () => {
    const patched = await patchedChakra();
    const style = { color: 'red.500', px: '4', _hover: { bg: 'gray.100' }, md: { mt: '2' } };
    const expected = createSystem(defaultConfig);
    const atOnce = patched.createSystem(defaultConfig);
    expect(atOnce.css(style)).toEqual(expected.css(style));

    const run = patched.createSystem.steps(defaultConfig);
    let steps = 0;
    let step = run.next();
    while (!step.done) {
      steps += 1;
      step = run.next();
    }
    expect(steps).toBeGreaterThanOrEqual(4);
    expect(step.value.css(style)).toEqual(expected.css(style));
    expect(step.value.token('colors.red.500')).toBe(expected.token('colors.red.500'));
    expect(step.value.tokens.allTokens.length).toBe(expected.tokens.allTokens.length);
  });
});
