import { useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { useServerHead } from './serverHead';

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
