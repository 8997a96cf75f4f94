import { useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { useServerHead, type PageMeta } from './serverHead';

/**
 * Sets `<title>` as "Page – DITP" in the visitor's language. The home page (`home`) is titled with
 * the department's full name and its abbreviation, never the bare "DITP" (WCAG 2.4.2).
 */
export function useDocumentTitle(page: string, { home = false }: { home?: boolean } = {}): void {
  const { t } = useLingui();
  const site = t`DITP`;
  const homeTitle = t`Department of International Trade Promotion (DITP)`;
  const title = home ? homeTitle : page ? `${page} – ${site}` : site;
  useServerHead()?.setTitle(title);
  useEffect(() => {
    document.title = title;
  }, [title]);
}

export { DESCRIPTION_LENGTH } from './serverHead';

/**
 * The page's description, image and type for search engines and link previews (the server writes
 * them into the head: site/server/render.tsx). Called by the shell with the site's description,
 * then by a page with its own (the later call wins). In the browser the description meta follows
 * a client-side navigation to a page with its own, and is put back when the visitor leaves it.
 */
export function usePageMeta(meta: PageMeta): void {
  useServerHead()?.setMeta(meta);
  const { description } = meta;
  useEffect(() => {
    const tag = document.head.querySelector('meta[name="description"]');
    if (!description || !tag) return;
    const before = tag.getAttribute('content');
    tag.setAttribute('content', description);
    return () => {
      if (before !== null) tag.setAttribute('content', before);
    };
  }, [description]);
}
