import { useEffect } from 'react';

const SITE = 'Brightline Labs';

/** Sets the document title and meta description of the current route. */
export function usePageMeta(title: string, description: string): void {
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
}
