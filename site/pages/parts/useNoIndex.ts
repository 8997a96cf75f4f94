import { useEffect } from 'react';

/** `<meta name="robots" content="noindex">` while the page is shown (not-found, previews). */
export function useNoIndex(): void {
  useEffect(() => {
    const meta = document.createElement('meta');
    meta.name = 'robots';
    meta.content = 'noindex';
    document.head.appendChild(meta);
    return () => meta.remove();
  }, []);
}
