import { beforeEach, describe, expect, it } from 'vitest';
import { answer, store } from '../../../mocks/answer';
import '../../../mocks/seeded-api';
import { renderPage } from '../../../src/entry-server';

// A post or a case study that no slug names is rendered by the server as the
// page's own not-found screen: a 404 a search engine drops (noindex), with the
// screen's title, not the page's loading state.

const TEMPLATE =
  '<html><head><!--app-head--></head><body><div id="root"><!--app-html--></div><!--app-state--></body></html>';

beforeEach(() => store.reset());

describe('a missing item, rendered', () => {
  it.each([
    ['/case-studies/no-such-study', 'Case Study Not Found', 'Loading case study'],
    ['/blog/no-such-post', 'Article Not Found', 'Loading article'],
  ])('%s is a 404 showing "%s"', async (url, title, loading) => {
    const rendered = await renderPage(url, TEMPLATE, answer);
    expect(rendered.status).toBe(404);
    expect(rendered.html).toMatch(new RegExp(`<h1[^>]*>${title}</h1>`));
    expect(rendered.html).toContain(`<title>${title} | Brightline Labs</title>`);
    expect(rendered.html).toMatch(/<meta name="robots" content="noindex/);
    expect(rendered.html).not.toContain(loading);
  });

  it.each(['//api/services', '//example.com/services', '//services'])(
    '%s, an address that starts with two slashes, is the 404 page, not another page',
    async (url) => {
      const rendered = await renderPage(url, TEMPLATE, answer);
      expect(rendered.status).toBe(404);
      expect(rendered.html).toMatch(/<h1[^>]*>404 Page Not Found<\/h1>/);
      expect(rendered.html).not.toContain('"path":"/services"');
    },
  );

  it('renders an existing study as before', async () => {
    const [study] = await store.list('caseStudies');
    if (!study) throw new Error('the seed has case studies');
    const rendered = await renderPage(`/case-studies/${study.slug}`, TEMPLATE, answer);
    expect(rendered.status).toBe(200);
    expect(rendered.html).not.toContain('noindex');
  });
});
