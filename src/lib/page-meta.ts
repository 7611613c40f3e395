import { useEffect } from 'react';

const SITE = 'Brightline Labs';

interface PageMetaOptions {
  /** Asks search engines not to index the page (a not-found screen answers with it). */
  noindex?: boolean;
}

/** Sets the document title and meta description of the current route. */
export function usePageMeta(
  title: string,
  description: string,
  { noindex = false }: PageMetaOptions = {},
): void {
  useEffect(() => {
    document.title = title.includes(SITE) ? title : `${title} | ${SITE}`;
    let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    meta.content = description;
  }, [title, description]);
  useEffect(() => {
    if (!noindex) return;
    // Removed again when the screen goes, so the next page is indexable.
    const robots = document.createElement('meta');
    robots.name = 'robots';
    robots.content = 'noindex';
    document.head.append(robots);
    return () => robots.remove();
  }, [noindex]);
}
