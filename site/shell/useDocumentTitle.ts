import { useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';

/** Sets `<title>` as "Page – DITP" in the visitor's language. */
export function useDocumentTitle(page: string): void {
  const { t } = useLingui();
  const site = t`DITP`;
  useEffect(() => {
    document.title = page ? `${page} – ${site}` : site;
  }, [page, site]);
}
