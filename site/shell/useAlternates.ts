import { useEffect, useRef } from 'react';
import { LOCALES, LOCALE_TAGS } from '../../design-system';
import { removeServerHead } from './serverHead';

/**
 * `<link rel="alternate" hreflang>` for the five locales, following the current page. Those the
 * server rendered into the first page (marked `data-ssr`) are removed when this takes over.
 */
export function useAlternates(rest: string) {
  const first = useRef(rest);
  useEffect(() => {
    // The server's canonical link, link-preview tags and structured data describe the first page
    // only: gone once
    // the visitor moves on (search engines and previews read the server's HTML, not this).
    if (rest !== first.current)
      removeServerHead(
        'link[rel="canonical"], meta[property^="og:"], meta[name^="twitter:"], script[type="application/ld+json"]',
      );
    removeServerHead('link[rel="alternate"]');
    const links = LOCALES.map((l) => {
      const link = document.createElement('link');
      link.rel = 'alternate';
      link.hreflang = LOCALE_TAGS[l];
      link.href = new URL(`/${l}${rest}`, window.location.origin).href;
      document.head.appendChild(link);
      return link;
    });
    return () => links.forEach((link) => link.remove());
  }, [rest]);
}
