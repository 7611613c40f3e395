import { serializeStyles } from '@emotion/serialize';
import { compile, middleware, prefixer, serialize, stringify } from 'stylis';

// The CSS ChakraProvider injects at run time, written at build time instead: the
// cascade layers' order, the preflight reset, the global styles and every token
// as a CSS variable (about 30 kB). Computing and injecting it took the app's
// first render some 40 ms on every load; as part of the stylesheet (inlined in
// index.html) it costs nothing. The serialization is emotion's, the one its
// <Global> component runs: serializeStyles, then stylis with the prefixer.

/**
 * @param {{ layers: { atRule: string }, _global: unknown[] }} system a Chakra system
 * @returns {string}
 */
export function staticGlobalCss(system) {
  const stylis = (styles) => serialize(compile(styles), middleware([prefixer, stringify]));
  const layerOrder = stylis(serializeStyles([system.layers.atRule]).styles);
  const globals = stylis(serializeStyles([system._global]).styles);
  return `${layerOrder}\n${globals}\n`;
}
