import { useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { useServerHead } from './serverHead';

/** Sets `<title>` as "Page – DITP" in the visitor's language. */
export function useDocumentTitle(page: string): void {
  const { t } = useLingui();
  const site = t`DITP`;
  const title = page ? `${page} – ${site}` : site;
  useServerHead()?.setTitle(title);
  useEffect(() => {
    document.title = title;
  }, [title]);
}
