import { describe, expect, it } from 'vitest';
import { withSnapshot } from '../../scripts/prerender.mjs';

const INDEX =
  '<html><head><title>x</title></head><body><div id="root"></div><script type="module" src="/a.js"></script></body></html>';

describe('prerendered home page in index.html', () => {
  const html = withSnapshot(INDEX, {
    html: '<main><h1>Hello</h1></main>',
    css: '.a{color:red}\n.b::after{content:"</style>"}',
  });

  it('keeps the CSS with the markup, unable to close its own style element', () => {
    const template = html.slice(html.indexOf('<template'), html.indexOf('</template>'));
    expect(template).toContain('<style>.a{color:red}');
    expect(template).not.toContain('content:"</style>"');
    expect(template.match(/<\/style>/g)).toHaveLength(1);
    expect(html.slice(0, html.indexOf('</head>'))).not.toContain('.a{color:red}');
  });

  it('keeps the markup in an inert template that only a first visit to / shows, before the app script', () => {
    const template = html.indexOf('<template id="prerendered-home">');
    expect(template).toBeGreaterThan(html.indexOf('<div id="root"></div>'));
    expect(template).toBeLessThan(html.indexOf('<script type="module"'));
    expect(html).toContain('<div inert style="display:contents"><style>');
    expect(html).toContain('<main><h1>Hello</h1></main></div></template>');
    expect(html).toContain(
      "if(location.pathname==='/'&&!(navigator.serviceWorker&&navigator.serviceWorker.controller))",
    );
  });

  it('inlines the app stylesheet and preloads the first screen images', () => {
    const page = withSnapshot(
      '<head><link rel="stylesheet" crossorigin href="/assets/index-1.css"></head><body><div id="root"></div></body>',
      {
        html: '<h1>Hi</h1>',
        css: '',
        images: ['/images/hero/hero-bg.svg'],
        stylesheets: { '/assets/index-1.css': '@font-face{font-family:X}' },
      },
    );
    expect(page).not.toContain('<link rel="stylesheet"');
    expect(page).toContain('<style>@font-face{font-family:X}</style>');
    expect(page).toContain('<link rel="preload" as="image" href="/images/hero/hero-bg.svg">');
  });

  it('refuses an index.html without an empty root', () => {
    expect(() => withSnapshot('<div id="root">x</div>', { html: '', css: '' })).toThrow(/empty/);
  });
});
