import { createSystem, defaultBaseConfig, defineConfig } from '@chakra-ui/react';
import {
  alertSlotRecipe,
  animationStyles,
  badgeRecipe,
  breakpoints,
  buttonRecipe,
  cardSlotRecipe,
  checkboxSlotRecipe,
  checkmarkRecipe,
  codeRecipe,
  containerRecipe,
  dialogSlotRecipe,
  drawerSlotRecipe,
  fieldSlotRecipe,
  fieldsetSlotRecipe,
  globalCss,
  headingRecipe,
  iconRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  menuSlotRecipe,
  nativeSelectSlotRecipe,
  progressSlotRecipe,
  radioCardSlotRecipe,
  radioGroupSlotRecipe,
  radiomarkRecipe,
  semanticTokens,
  separatorRecipe,
  skeletonRecipe,
  spinnerRecipe,
  tableSlotRecipe,
  tabsSlotRecipe,
  textareaRecipe,
  textStyles,
  toastSlotRecipe,
  tokens,
} from '@chakra-ui/react/theme';

// Chakra's default theme minus the recipes of components the site never uses:
// the system ships in the landing route, so every unused recipe is weight (with
// build.rolldownOptions.treeshake.manualPureFunctions the rest is shaken out).
// A component whose recipe is missing renders unstyled: add its recipe here.
const base = defineConfig({
  preflight: true,
  cssVarsRoot: ':where(html, .chakra-theme)',
  globalCss,
  theme: {
    breakpoints,
    keyframes,
    tokens,
    semanticTokens,
    textStyles,
    layerStyles,
    animationStyles,
    recipes: {
      badge: badgeRecipe,
      button: buttonRecipe,
      checkmark: checkmarkRecipe,
      code: codeRecipe,
      container: containerRecipe,
      heading: headingRecipe,
      icon: iconRecipe,
      input: inputRecipe,
      link: linkRecipe,
      radiomark: radiomarkRecipe,
      separator: separatorRecipe,
      skeleton: skeletonRecipe,
      spinner: spinnerRecipe,
      textarea: textareaRecipe,
    },
    slotRecipes: {
      alert: alertSlotRecipe,
      card: cardSlotRecipe,
      checkbox: checkboxSlotRecipe,
      dialog: dialogSlotRecipe,
      drawer: drawerSlotRecipe,
      field: fieldSlotRecipe,
      fieldset: fieldsetSlotRecipe,
      menu: menuSlotRecipe,
      nativeSelect: nativeSelectSlotRecipe,
      progress: progressSlotRecipe,
      radioCard: radioCardSlotRecipe,
      radioGroup: radioGroupSlotRecipe,
      table: tableSlotRecipe,
      tabs: tabsSlotRecipe,
      toast: toastSlotRecipe,
    },
  },
});

// Brightline's brand: deep navy ink, an indigo primary and an amber accent,
// Space Grotesk for headings and Inter for text (both self-hosted, precached).

const config = defineConfig({
  cssVarsPrefix: 'bl',
  globalCss: {
    'html, body': { bg: 'bg', color: 'fg' },
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
        accent: {
          solid: { value: { _light: '{colors.amber.500}', _dark: '{colors.amber.400}' } },
          contrast: { value: '{colors.brand.950}' },
          fg: { value: { _light: '{colors.amber.600}', _dark: '{colors.amber.400}' } },
        },
        ink: {
          DEFAULT: { value: { _light: '{colors.brand.950}', _dark: '#060E22' } },
        },
      },
    },
  },
});

export const system = createSystem(defaultBaseConfig, base, config);
