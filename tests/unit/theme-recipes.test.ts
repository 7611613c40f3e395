import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { themeSystem } from '../../src/theme';

const system = themeSystem();

// The theme keeps only the recipes the landing route needs (src/theme/index.ts);
// every other multipart component must bring its recipe, or it renders unstyled.

const SRC = join(import.meta.dirname, '../../src');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx$/.test(entry.name) ? [path] : [];
  });
}

const SLOT_COMPONENTS: Record<string, string> = {
  Accordion: 'accordion',
  Alert: 'alert',
  Card: 'card',
  Checkbox: 'checkbox',
  Dialog: 'dialog',
  Drawer: 'drawer',
  Field: 'field',
  Fieldset: 'fieldset',
  List: 'list',
  Menu: 'menu',
  NativeSelect: 'nativeSelect',
  Popover: 'popover',
  Progress: 'progress',
  RadioCard: 'radioCard',
  RadioGroup: 'radioGroup',
  Select: 'select',
  Switch: 'switch',
  Table: 'table',
  Tabs: 'tabs',
  Toast: 'toast',
  Tooltip: 'tooltip',
};

const slotRecipes = system._config.theme?.slotRecipes ?? {};
const recipes = system._config.theme?.recipes ?? {};

const RECIPE_COMPONENTS: Record<string, string> = {
  Badge: 'badge',
  Button: 'button',
  Code: 'code',
  Container: 'container',
  Heading: 'heading',
  Input: 'input',
  Kbd: 'kbd',
  Link: 'link',
  Separator: 'separator',
  Skeleton: 'skeleton',
  Spinner: 'spinner',
  Textarea: 'textarea',
};

/** The names a file imports from '@chakra-ui/react'. */
function chakraImports(text: string): Set<string> {
  const names = new Set<string>();
  for (const [, list = ''] of text.matchAll(/import \{([^}]*)\} from '@chakra-ui\/react';/g)) {
    for (const name of list.split(',')) names.add(name.trim().replace(/^type /, ''));
  }
  return names;
}

describe('component recipes', () => {
  const roots = sourceFiles(SRC).flatMap((file) => {
    const text = readFileSync(file, 'utf8');
    return [...text.matchAll(/<([A-Z][A-Za-z]*)\.Root\b([^>]*)>/g)]
      .map(([tag, name = '', attributes = '']) => ({ file, name, tag, attributes }))
      .filter(({ name }) => name in SLOT_COMPONENTS);
  });

  it('finds the multipart components of the site and the admin area', () => {
    const names = new Set(roots.map((root) => root.name));
    for (const name of ['Dialog', 'Drawer', 'Menu', 'Tabs', 'Table', 'Field', 'Toast']) {
      expect(names).toContain(name);
    }
  });

  it('gives every multipart component a recipe, from the theme or its own prop', () => {
    const unstyled = roots
      .filter(({ name, attributes }) => {
        const inTheme = (SLOT_COMPONENTS[name] ?? '') in slotRecipes;
        return !inTheme && !/\brecipe=\{/.test(attributes);
      })
      .map(({ file, tag }) => `${file.slice(SRC.length + 1)}: ${tag.split('\n')[0]}`);
    expect(unstyled).toEqual([]);
  });

  it('gives every single-part component from Chakra a recipe, from the theme or its own prop', () => {
    const unstyled = sourceFiles(SRC).flatMap((file) => {
      const text = readFileSync(file, 'utf8');
      const imported = chakraImports(text);
      return [...text.matchAll(/<([A-Z][A-Za-z]*)\b(?![.\w])([^>]*)>/g)]
        .filter(([, name = '', attributes = '']) => {
          const key = RECIPE_COMPONENTS[name];
          if (!key || !imported.has(name) || key in recipes) return false;
          return !/\brecipe=\{/.test(attributes);
        })
        .map(([tag]) => `${file.slice(SRC.length + 1)}: ${tag.split('\n')[0]}`);
    });
    expect(unstyled).toEqual([]);
  });

  it('keeps the landing route’s recipes in the theme', () => {
    expect(Object.keys(recipes)).toEqual(
      expect.arrayContaining(['button', 'heading', 'container', 'link', 'badge', 'spinner']),
    );
    expect(Object.keys(slotRecipes)).toContain('card');
  });
});
