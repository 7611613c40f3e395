import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import {
  DEFERRED_IMAGE,
  deferImages,
  emotionNames,
  fileOf,
  withSnapshot,
} from '../../scripts/prerender.mjs';
import { PRERENDERED_CSS_ATTRIBUTE } from '../../src/app/emotion-cache';

const INDEX = `<html><head><title>x</title>
<meta
  name="description"
  content="Default"
/></head><body><div id="root"></div><script type="module" src="/a.js"></script></body></html>`;
const KEY = 'worker-installed';
const SCROLL_KEY = 'scroll-positions';

const page = (snapshot: Partial<Parameters<typeof withSnapshot>[1]> = {}) =>
  withSnapshot(
    INDEX,
    { path: '/blog/caf%C3%A9', html: '<main><h1>Hello</h1></main>', css: '', ...snapshot },
    { installedKey: KEY, scrollKey: SCROLL_KEY },
  );

/** Runs the page's inline scripts in a fake browser; returns what the snapshot did. */
function show(
  html: string,
  browser: {
    pathname: string;
    controlled?: boolean;
    installed?: boolean;
    storage?: 'blocked';
    /** The worker marked the page as showing what the store holds. */
    current?: boolean;
    hash?: string;
    /** The history entry's key, and the scroll positions saved by entry. */
    entryKey?: string;
    positions?: Record<string, number>;
  },
) {
  const template = /<template id="prerendered-page">([\s\S]*?)<\/template>/.exec(html)?.[1];
  const reads = /<script type="application\/json" id="prerendered-reads">([\s\S]*?)<\/script>/.exec(
    html,
  )?.[1];
  const script = /<\/script><script>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
  const appended: unknown[] = [];
  const inHead: unknown[] = [];
  const style = /<style[^>]*>[\s\S]*?<\/style>/.exec(template ?? '')?.[0];
  const content = {
    template,
    querySelector: (selector: string) => (selector === 'style' ? style : null),
  };
  const elements: Record<string, unknown> = {
    root: { appendChild: (node: unknown) => appended.push(node) },
    'prerendered-page': { content },
    'prerendered-reads': { textContent: reads },
  };
  const window: Record<string, unknown> = {};
  runInNewContext(script, {
    window,
    location: { pathname: browser.pathname, hash: browser.hash ?? '' },
    history: { state: browser.entryKey ? { key: browser.entryKey } : null },
    sessionStorage: {
      getItem: (key: string) =>
        key === SCROLL_KEY && browser.positions ? JSON.stringify(browser.positions) : null,
    },
    navigator: { serviceWorker: { controller: browser.controlled ? {} : null } },
    localStorage: {
      getItem(key: string) {
        if (browser.storage === 'blocked') throw new Error('SecurityError');
        return browser.installed && key === KEY ? '1' : null;
      },
    },
    document: {
      getElementById: (id: string) => elements[id] ?? null,
      querySelector: (selector: string) =>
        browser.current && selector === 'meta[name="prerendered-current"]' ? {} : null,
      head: { appendChild: (node: unknown) => inHead.push(node) },
    },
    JSON,
    decodeURIComponent,
  });
  return {
    appended,
    inHead,
    prerendered: window.__prerendered as { reads: unknown } | undefined,
  };
}

describe('prerendered pages', () => {
  it('keeps the CSS with the markup, unable to close its own style element', () => {
    const html = page({ css: '.a{color:red}\n.b::after{content:"</style>"}' });
    const template = html.slice(html.indexOf('<template'), html.indexOf('</template>'));
    expect(template).toContain(`<style ${PRERENDERED_CSS_ATTRIBUTE}="">.a{color:red}`);
    expect(template).not.toContain('content:"</style>"');
    expect(template.match(/<\/style>/g)).toHaveLength(1);
    expect(html.slice(0, html.indexOf('</head>'))).not.toContain('.a{color:red}');
  });

  it("marks the styles with the emotion class names they hold, which the app's emotion takes as inserted", () => {
    const css = [
      '.css-1x2y3z { color: red; }',
      '.css-1x2y3z:hover { color: blue; }',
      '@media screen and (min-width: 48rem) { .css-ab12 { display: flex; } }',
      '.group:hover .css-q9 > * { margin: 0px; }',
    ].join('\n');
    expect(emotionNames(css)).toEqual(['1x2y3z', 'ab12', 'q9']);
    expect(page({ css })).toContain(`<style ${PRERENDERED_CSS_ATTRIBUTE}="1x2y3z ab12 q9">`);
  });

  it('moves the styles into the head where the snapshot shows, so they outlive it', () => {
    const html = page({ css: '.css-a1{color:red}' });
    const shown = show(html, { pathname: '/blog/caf%C3%A9' });
    expect(shown.inHead).toEqual([
      `<style ${PRERENDERED_CSS_ATTRIBUTE}="a1">.css-a1{color:red}</style>`,
    ]);
    expect(shown.appended).toHaveLength(1);
    expect(show(html, { pathname: '/blog', installed: true }).inHead).toEqual([]);
  });

  it('keeps the markup in an inert template, after the root and before the app script', () => {
    const html = page();
    const template = html.indexOf('<template id="prerendered-page">');
    expect(template).toBeGreaterThan(html.indexOf('<div id="root"></div>'));
    expect(template).toBeLessThan(html.indexOf('<script type="module"'));
    expect(html).toContain(
      `<div inert style="display:contents"><style ${PRERENDERED_CSS_ATTRIBUTE}=""></style>`,
    );
    expect(html).toContain('<main><h1>Hello</h1></main></div></template>');
  });

  it('shows the snapshot and its reads on a first visit to its own page only', () => {
    const reads = { '/api/blog/caf%C3%A9': { title: 'Café </script><!-- x' } };
    const html = page({ reads });
    for (const pathname of ['/blog/caf%C3%A9', '/blog/café', '/blog/caf%C3%A9/']) {
      const shown = show(html, { pathname });
      expect(shown.appended).toHaveLength(1);
      expect(shown.prerendered).toEqual({ reads });
    }
    // The JSON cannot end its script element.
    expect(html).not.toContain('</script><!--');
    for (const pathname of ['/blog', '/blog/cafe', '/']) {
      expect(show(html, { pathname }).appended).toEqual([]);
    }
  });

  it('never shows once a worker has controlled a page here (the store may be edited)', () => {
    const html = page();
    const pathname = '/blog/caf%C3%A9';
    for (const browser of [
      { pathname, controlled: true, installed: true },
      { pathname, installed: true },
      { pathname, storage: 'blocked' as const },
    ]) {
      const shown = show(html, browser);
      expect(shown.appended).toEqual([]);
      expect(shown.prerendered).toBeUndefined();
    }
  });

  it('shows in a controlled page when the worker marks it as what the store holds', () => {
    const html = page();
    const pathname = '/blog/caf%C3%A9';
    const shown = show(html, { pathname, controlled: true, installed: true, current: true });
    expect(shown.appended).toHaveLength(1);
    expect(shown.prerendered).toEqual({ reads: {} });
    // Marked or not, only on its own page.
    expect(show(html, { pathname: '/blog', current: true }).appended).toEqual([]);
  });

  it('waits for the app where the worker serves a page that reopens scrolled', () => {
    const html = page();
    const pathname = '/blog/caf%C3%A9';
    const controlled = { pathname, controlled: true, installed: true, current: true };
    expect(show(html, { ...controlled, positions: { default: 640 } }).appended).toEqual([]);
    expect(
      show(html, { ...controlled, entryKey: 'abc', positions: { abc: 900 } }).appended,
    ).toEqual([]);
    expect(show(html, { ...controlled, hash: '#faq' }).appended).toEqual([]);
    // Another entry's position, or none: the snapshot shows.
    expect(
      show(html, { ...controlled, entryKey: 'abc', positions: { default: 640 } }).appended,
    ).toHaveLength(1);
    // A first visit shows it wherever it opens (the app then renders the page whole).
    expect(show(html, { pathname, positions: { default: 640 } }).appended).toHaveLength(1);
  });

  it('gives the page its own title and description, as text', () => {
    const html = page({ title: 'Café & <Bar> | Brightline Labs', description: 'Say "hi" <b>' });
    expect(html).toContain('<title>Café &amp; &lt;Bar&gt; | Brightline Labs</title>');
    expect(html).toContain('content="Say &quot;hi&quot; &lt;b>"');
    expect(html).not.toContain('Default');
  });

  it('inlines the app stylesheet and preloads the first screen images', () => {
    const html = withSnapshot(
      '<head><link rel="stylesheet" crossorigin href="/assets/index-1.css"></head><body><div id="root"></div></body>',
      { path: '/', html: '<h1>Hi</h1>', css: '', images: ['/images/hero/hero-bg.svg'] },
      { installedKey: KEY, stylesheets: { '/assets/index-1.css': '@font-face{font-family:X}' } },
    );
    expect(html).not.toContain('<link rel="stylesheet"');
    expect(html).toContain('<style>@font-face{font-family:X}</style>');
    expect(html).toContain('<link rel="preload" as="image" href="/images/hero/hero-bg.svg">');
  });

  it('refuses an index.html without an empty root', () => {
    expect(() =>
      withSnapshot(
        '<div id="root">x</div>',
        { path: '/', html: '', css: '' },
        { installedKey: KEY },
      ),
    ).toThrow(/empty/);
  });

  it("leaves the first screen's images alone and makes the others wait for the app", () => {
    const html =
      '<section><img alt="Hero" width="10" height="10" src="/images/hero.svg"></section>' +
      '<ul><li><img alt="A &amp; B" loading="lazy" width="160" height="48" src="/images/a.svg?x=1&amp;y=2"></li>' +
      '<li><img alt="External" src="https://cdn.example.com/b.png"></li></ul>';
    const deferred = deferImages(html, new Set(['/images/hero.svg']));
    expect(deferred).toContain('src="/images/hero.svg"');
    expect(deferred).toContain(
      `width="160" height="48" src="${DEFERRED_IMAGE}" data-src="/images/a.svg?x=1&amp;y=2"`,
    );
    expect(deferred).toContain(`src="${DEFERRED_IMAGE}" data-src="https://cdn.example.com/b.png"`);
    expect(deferImages(html, new Set(['/images/hero.svg', '/images/a.svg?x=1&y=2']))).toContain(
      'src="/images/a.svg?x=1&amp;y=2"',
    );
  });

  it('writes each page where a static host serves it, and nowhere else', () => {
    expect(fileOf('/')).toBe('index.html');
    expect(fileOf('/portfolio')).toBe('portfolio.html');
    expect(fileOf('/blog')).toBe('blog.html');
    expect(fileOf('/blog/caf%C3%A9')).toBe('blog/café.html');
    expect(() => fileOf('/blog/%2E%2E')).toThrow();
    expect(() => fileOf('/blog/a%2Fb')).toThrow();
  });
});
