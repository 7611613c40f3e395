import { createSystem, defaultBaseConfig, defineConfig } from '@chakra-ui/react';
import {
  animationStyles,
  badgeRecipe,
  breakpoints,
  buttonRecipe,
  cardSlotRecipe,
  containerRecipe,
  globalCss,
  headingRecipe,
  iconRecipe,
  layerStyles,
  linkRecipe,
  semanticTokens,
  separatorRecipe,
  spinnerRecipe,
  textStyles,
  tokens,
} from '@chakra-ui/react/theme';

// Chakra's default theme minus every recipe the landing route does not need: the
// system ships in the landing route's entry, so each recipe here is weight (with
// build.rolldownOptions.treeshake.manualPureFunctions the rest is shaken out).
// Components that only appear in lazily loaded code (dialogs, drawer, menu,
// tabs, table, form fields and inputs, toast, alert, progress, skeleton, code)
// get their recipe where they are used: `<Dialog.Root recipe={dialogSlotRecipe}>`,
// `<Input recipe={inputRecipe}>`. The keyframes are static CSS (keyframes.css). A unit test checks
// that every such Root passes one; without it the component renders unstyled.
// Colour palettes the site never uses (no component, recipe or semantic token
// of ours refers to them): each is some forty CSS variables in every page's
// stylesheet and work for createSystem. The palettes Chakra's status colours
// use (gray, red, orange, green, blue) stay, and purple (the admin's budget badges).
const UNUSED_PALETTES = new Set(['yellow', 'teal', 'cyan', 'pink']);
const withoutUnusedPalettes = <T extends { colors?: object }>(group: T): T => ({
  ...group,
  colors: Object.fromEntries(
    Object.entries(group.colors ?? {}).filter(([name]) => !UNUSED_PALETTES.has(name)),
  ),
});

// Chakra's global styles give every element of every page some twenty-five
// custom properties that only its composite utilities read: the ring props, and
// filter or backdropFilter set to auto with the blur, brightness (and so on)
// props. Nothing here uses those utilities, and each property is style work on
// every element at every restyle, so the universal rule keeps only what it
// needs. A unit test fails if the app starts to use them.
const COMPOSITE_UTILITY_VARIABLE =
  /^--(ring-|backdrop-|(blur|brightness|contrast|grayscale|hue-rotate|invert|saturate|sepia|drop-shadow)$)/;
const universal = (globalCss as Record<string, Record<string, unknown>>)['*'] ?? {};
const leanGlobalCss = {
  ...globalCss,
  '*': Object.fromEntries(
    Object.entries(universal).filter(([name]) => !COMPOSITE_UTILITY_VARIABLE.test(name)),
  ),
} as typeof globalCss;

const base = defineConfig({
  preflight: true,
  cssVarsRoot: ':where(html, .chakra-theme)',
  globalCss: leanGlobalCss,
  theme: {
    breakpoints,
    tokens: withoutUnusedPalettes(tokens),
    semanticTokens: withoutUnusedPalettes(semanticTokens),
    textStyles,
    layerStyles,
    animationStyles,
    recipes: {
      badge: badgeRecipe,
      button: buttonRecipe,
      container: containerRecipe,
      heading: headingRecipe,
      icon: iconRecipe,
      link: linkRecipe,
      separator: separatorRecipe,
      spinner: spinnerRecipe,
    },
    slotRecipes: {
      card: cardSlotRecipe,
    },
  },
});

// Brightline's brand: deep navy ink, an indigo primary and an amber accent,
// Space Grotesk for headings and Inter for text (both self-hosted, precached).

const config = defineConfig({
  cssVarsPrefix: 'bl',
  globalCss: {
    'html, body': { bg: 'bg', color: 'fg' },
    // On a page under the site's fixed navigation bar (4rem,
    // features/site/layout/navbar.tsx), what scrolls into view (a form's first
    // invalid field, focused after a failed send; an anchor) stops below it,
    // and above the home page's sticky bar while that shows (its height is
    // set by features/site/home/sticky-bar.tsx): a control reached with Tab
    // is never hidden under it.
    'html:has([data-fixed-navbar])': { scrollPaddingTop: 'calc(4rem + 0.5rem)' },
    'html:has([data-sticky-bar])': {
      scrollPaddingBottom: 'calc(var(--sticky-bar-height, 0px) + 0.5rem)',
    },
    // A form control brings its label (above it) into view with it.
    'html:has([data-fixed-navbar]) :is(input, select, textarea)': { scrollMarginTop: '2rem' },
    // Long words and URLs wrap anywhere, so no text can widen the layout.
    'body, body *': { overflowWrap: 'anywhere' },
    'h1, h2, h3, h4': { textWrap: 'balance' },
    ':focus-visible': { outlineColor: 'brand.focusRing' },
  },
  theme: {
    tokens: {
      fonts: {
        heading: { value: "'Space Grotesk Variable', 'Inter Variable', system-ui, sans-serif" },
        body: { value: "'Inter Variable', system-ui, -apple-system, 'Segoe UI', sans-serif" },
      },
      colors: {
        brand: {
          50: { value: '#EEF0FF' },
          100: { value: '#E0E3FF' },
          200: { value: '#C4C8FD' },
          300: { value: '#A0A4FA' },
          400: { value: '#7C7CF4' },
          500: { value: '#5B55E8' },
          600: { value: '#4338CA' },
          700: { value: '#3730A3' },
          800: { value: '#262380' },
          900: { value: '#171A56' },
          950: { value: '#0B1B3F' },
        },
        amber: {
          400: { value: '#FBBF24' },
          500: { value: '#F59E0B' },
          600: { value: '#D97706' },
        },
        ink: { value: '#0B1B3F' },
      },
    },
    semanticTokens: {
      colors: {
        brand: {
          solid: { value: { _light: '{colors.brand.600}', _dark: '{colors.brand.400}' } },
          contrast: { value: { _light: 'white', _dark: '{colors.brand.950}' } },
          fg: { value: { _light: '{colors.brand.700}', _dark: '{colors.brand.200}' } },
          muted: { value: { _light: '{colors.brand.100}', _dark: '{colors.brand.900}' } },
          subtle: { value: { _light: '{colors.brand.50}', _dark: '{colors.brand.900}' } },
          emphasized: { value: { _light: '{colors.brand.200}', _dark: '{colors.brand.800}' } },
          focusRing: { value: { _light: '{colors.brand.600}', _dark: '{colors.brand.300}' } },
        },
        // The focus ring of grey controls (the bar's links, icon buttons): Chakra's
        // gray.400 reaches 2.6:1 on white, under the 3:1 of WCAG 1.4.11.
        gray: {
          focusRing: { value: { _light: '{colors.gray.600}', _dark: '{colors.gray.400}' } },
        },
        // The edge of a form field (inputs, selects, checkboxes, choice cards): the
        // only thing that shows where a field is, so 3:1 against the card behind it
        // (WCAG 1.4.11). Chakra's border (gray.200) reaches 1.3:1 on white.
        border: {
          field: { value: { _light: '{colors.gray.500}', _dark: '{colors.gray.500}' } },
        },
        accent: {
          solid: { value: { _light: '{colors.amber.500}', _dark: '{colors.amber.400}' } },
          contrast: { value: '{colors.brand.950}' },
          fg: { value: { _light: '{colors.amber.600}', _dark: '{colors.amber.400}' } },
        },
        ink: {
          DEFAULT: { value: { _light: '{colors.brand.950}', _dark: '#060E22' } },
        },
        // Chakra's red.500 reaches only 3.76:1 on white: error messages use
        // red.700 in light mode to be read as easily as any other text.
        fg: {
          error: { value: { _light: '{colors.red.700}', _dark: '{colors.red.400}' } },
        },
      },
    },
  },
});

type System = ReturnType<typeof createSystem>;
let system: System | undefined;

/**
 * The app's Chakra system, created on first use (not while the app's modules
 * are evaluated). The provider injects its global styles (layer order,
 * preflight, global CSS, token variables) through emotion, which the server's
 * render writes into each page's head.
 */
export function themeSystem(): System {
  system ??= createSystem(defaultBaseConfig, base, config);
  return system;
}
