import { useEffect } from 'react';

/** Scrolls to the top on a new page, or to `#anchor` once the content holding it has rendered. */
export function useScrollOnNavigate(pathname: string, hash: string) {
  useEffect(() => {
    if (!hash) {
      window.scrollTo(0, 0);
      return;
    }
    const id = decodeURIComponent(hash.slice(1));
    let tries = 0;
    const timer = setInterval(() => {
      const target = document.getElementById(id);
      if (target || ++tries > 50) {
        clearInterval(timer);
        target?.scrollIntoView();
      }
    }, 100);
    return () => clearInterval(timer);
  }, [pathname, hash]);
}
