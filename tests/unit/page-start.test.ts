import { describe, expect, it } from 'vitest';
import { loaderScript, startAfterPaint } from '../../scripts/page-start.mjs';

// What the build does to index.html, the template of every page and of the app
// shell: the stylesheet written in, the module scripts started by the loader.

const BUILT = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/rolldown-runtime-def.js">
    <link rel="stylesheet" crossorigin href="/assets/index-ghi.css">
  </head>
  <body>
    <div id="root"><!--app-html--></div>
  </body>
</html>`;

const CSS = '@font-face{font-family:Inter;src:url(/assets/inter.woff2)}';
const cssOf = (href: string) => (href === '/assets/index-ghi.css' ? CSS : undefined);

describe('startAfterPaint', () => {
  const page = startAfterPaint(BUILT, cssOf);

  it('writes the stylesheet into the page instead of linking it', () => {
    expect(page).toContain(`<style>${CSS}</style>`);
    expect(page).not.toContain('rel="stylesheet"');
  });

  it('leaves no module script or preload for the browser to fetch while it parses', () => {
    expect(page).not.toMatch(/<script type="module"/);
    expect(page).not.toMatch(/<link rel="modulepreload"/);
  });

  it('ends the body with the loader, which asks for the preloads and then the entry', () => {
    const loader = loaderScript('/assets/index-abc.js', ['/assets/rolldown-runtime-def.js']);
    expect(page).toContain(`${loader}\n  </body>`);
    expect(loader).toContain('["/assets/rolldown-runtime-def.js","/assets/index-abc.js"]');
  });

  it('refuses a page it cannot start: no entry, or a stylesheet the build does not have', () => {
    expect(() =>
      startAfterPaint(BUILT.replace(/<script type="module".*<\/script>/, ''), cssOf),
    ).toThrow(/no module script/);
    expect(() => startAfterPaint(BUILT, () => undefined)).toThrow(/no stylesheet/);
  });

  it('keeps a stylesheet from closing its own style element', () => {
    const tricky = startAfterPaint(BUILT, () => 'a{content:"</style><script>"}');
    expect(tricky).toContain('<style>a{content:"<\\/style><script>"}</style>');
  });
});
