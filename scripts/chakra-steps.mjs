// Chakra's createSystem, in steps the app can run a task apart (src/theme/index.ts).
// Creating the theme's system is the longest task of the app's start (some 25
// to 60 ms, more on a phone): merging the configs, building the token
// dictionary (most of it) and the rest. The browser build's Chakra gets
// `createSystem.steps`, a generator that yields between those parts, so the
// app can let the browser paint and answer input in between; createSystem
// itself runs the same steps at once, as before. Applied as a transform of
// Chakra's own modules (vite.config.ts); the build fails if their code changes
// shape, so that this is looked at again.

const SYSTEM = '/@chakra-ui/react/dist/esm/styled-system/system.js';
const TOKENS = '/@chakra-ui/react/dist/esm/styled-system/token-dictionary.js';

/** Replaces each `[from, to]` once; throws if one is missing. */
function patch(code, file, replacements) {
  let result = code;
  for (const [from, to] of replacements) {
    if (!result.includes(from)) {
      throw new Error(`chakra-steps: ${file} changed shape (no ${JSON.stringify(from)})`);
    }
    result = result.replace(from, () => to);
  }
  return result;
}

const runToEnd = (name, steps) =>
  `function ${name}(...args) {\n  const steps = ${steps}(...args);\n  let step = steps.next();\n  while (!step.done) step = steps.next();\n  return step.value;\n}\n`;

/**
 * Chakra's module `id` with its system creation in steps, or undefined for
 * any other module.
 * @param {string} id
 * @param {string} code
 * @returns {string | undefined}
 */
export function chakraInSteps(id, code) {
  const path = id.replaceAll('\\', '/');
  if (path.endsWith(TOKENS)) {
    return patch(code, 'token-dictionary.js', [
      [
        'function createTokenDictionary(options) {',
        'function* createTokenDictionarySteps(options) {',
      ],
      [
        '  build();\n  return dictionary;\n}\n',
        '  yield;\n  applyMiddlewares("pre");\n  applyTransforms("pre");\n  addConditionalTokens();\n  addReferences();\n  yield;\n  expandTokenReferences$1();\n  applyMiddlewares("post");\n  applyTransforms("post");\n  yield;\n  setupViews();\n  return dictionary;\n}\n' +
          runToEnd('createTokenDictionary', 'createTokenDictionarySteps'),
      ],
      [
        'export { createTokenDictionary, tokenCategories };',
        'export { createTokenDictionary, createTokenDictionarySteps, tokenCategories };',
      ],
    ]);
  }
  if (path.endsWith(SYSTEM)) {
    return patch(code, 'system.js', [
      [
        "import { createTokenDictionary } from './token-dictionary.js';",
        "import { createTokenDictionarySteps } from './token-dictionary.js';",
      ],
      [
        'function createSystem(...configs) {\n  const config = mergeConfigs(...configs);\n',
        'function* createSystemSteps(...configs) {\n  const config = mergeConfigs(...configs);\n  yield;\n',
      ],
      [
        '  const tokens = createTokenDictionary({',
        '  const tokens = yield* createTokenDictionarySteps({',
      ],
      [
        '  const breakpoints = createBreakpoints(',
        '  yield;\n  const breakpoints = createBreakpoints(',
      ],
      [
        '\nfunction getTokenMap(tokens) {',
        `\n${runToEnd('createSystem', 'createSystemSteps')}createSystem.steps = createSystemSteps;\nfunction getTokenMap(tokens) {`,
      ],
    ]);
  }
  return undefined;
}
