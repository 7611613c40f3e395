import { createContext, useContext, useEffect } from 'react';
import { useLocation } from 'react-router-dom';

// A page's title, description, canonical address and Open Graph tags, from the
// page's own render: the server's render writes them into the page's head
// (src/entry-server.tsx), and in the browser each navigation updates them.

export const SITE = 'Brightline Labs';

/** Where the site is published: canonical and Open Graph addresses start with it. */
export const SITE_ORIGIN = (import.meta.env?.VITE_SITE_URL || 'https://brightlinelabs.dev').replace(
  /\/+$/,
  '',
);

export interface PageMeta {
  title?: string;
  description?: string;
  /** Asks search engines not to index the page (a not-found screen answers with it). */
  noindex?: boolean;
}

const MetaContext = createContext<PageMeta | null>(null);

/** On the server: where the rendered page's meta is written. */
export const PageMetaCollector = MetaContext.Provider;

/** One tag of the head: found by its key attribute, its value in `attribute`. */
interface HeadTag {
  tag: 'meta' | 'link';
  key: readonly [name: string, value: string];
  attribute: 'content' | 'href';
  value: string;
}

/**
 * A page's one address: the router matches paths in any case and with a
 * trailing slash (/Team/ is /team), and the site's own paths are lower case.
 */
const canonicalPath = (pathname: string) => pathname.replace(/(.)\/+$/, '$1').toLowerCase();

/** The tags that name a page's address; a page not to be indexed has none. */
const ADDRESS_TAGS = ['link[rel="canonical"]', 'meta[property="og:url"]'];

function headTags(meta: Required<PageMeta>, pathname: string): HeadTag[] {
  const url = `${SITE_ORIGIN}${canonicalPath(pathname)}`;
  // A not-found screen names no address as its own: it is no page (and the
  // static host's one file for every unknown address would name /404).
  const address: HeadTag[] = meta.noindex
    ? []
    : [
        { tag: 'link', key: ['rel', 'canonical'], attribute: 'href', value: url },
        { tag: 'meta', key: ['property', 'og:url'], attribute: 'content', value: url },
      ];
  const tags: HeadTag[] = [
    { tag: 'meta', key: ['name', 'description'], attribute: 'content', value: meta.description },
    ...address,
    { tag: 'meta', key: ['property', 'og:type'], attribute: 'content', value: 'website' },
    { tag: 'meta', key: ['property', 'og:site_name'], attribute: 'content', value: SITE },
    { tag: 'meta', key: ['property', 'og:title'], attribute: 'content', value: meta.title },
    {
      tag: 'meta',
      key: ['property', 'og:description'],
      attribute: 'content',
      value: meta.description,
    },
  ];
  if (meta.noindex) {
    tags.push({ tag: 'meta', key: ['name', 'robots'], attribute: 'content', value: 'noindex' });
  }
  return tags;
}

const fullTitle = (title: string) => (title.includes(SITE) ? title : `${title} | ${SITE}`);

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The head's markup for a page rendered on the server. */
export function headMarkup(meta: PageMeta, pathname: string): string {
  const title = meta.title ?? SITE;
  const complete = { title, description: meta.description ?? '', noindex: !!meta.noindex };
  return [
    `<title>${escapeHtml(title)}</title>`,
    ...headTags(complete, pathname).map(
      ({ tag, key, attribute, value }) =>
        `<${tag} ${key[0]}="${key[1]}" ${attribute}="${escapeHtml(value)}">`,
    ),
  ].join('\n    ');
}

/** Sets the title, description, canonical link and Open Graph tags of the current route. */
export function usePageMeta(
  title: string,
  description: string,
  { noindex = false }: Pick<PageMeta, 'noindex'> = {},
): void {
  const collector = useContext(MetaContext);
  if (collector) Object.assign(collector, { title: fullTitle(title), description, noindex });
  const { pathname } = useLocation();
  useEffect(() => {
    document.title = fullTitle(title);
    const tags = headTags({ title: fullTitle(title), description, noindex }, pathname);
    if (noindex) {
      for (const selector of ADDRESS_TAGS) document.head.querySelector(selector)?.remove();
    }
    for (const { tag, key, attribute, value } of tags) {
      let element = document.head.querySelector(`${tag}[${key[0]}="${key[1]}"]`);
      if (!element) {
        element = document.createElement(tag);
        element.setAttribute(key[0], key[1]);
        document.head.append(element);
      }
      element.setAttribute(attribute, value);
    }
    // Removed again when the screen goes, so the next page is indexable.
    if (noindex) return () => document.head.querySelector('meta[name="robots"]')?.remove();
  }, [title, description, noindex, pathname]);
}
