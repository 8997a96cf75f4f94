import { useEffect } from 'react';
import { removeServerHead, useServerHead } from '../../shell/serverHead';

/** `<meta name="robots" content="noindex">` while the page is shown (not-found, previews). */
export function useNoIndex(): void {
  useServerHead()?.setNoIndex();
  useEffect(() => {
    removeServerHead('meta[name="robots"]');
    const meta = document.createElement('meta');
    meta.name = 'robots';
    meta.content = 'noindex';
    document.head.appendChild(meta);
    return () => meta.remove();
  }, []);
}
