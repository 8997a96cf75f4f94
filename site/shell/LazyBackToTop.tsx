import { lazy, Suspense, useEffect, useState } from 'react';
import type { BackToTopProps } from '../../design-system';

const BackToTop = lazy(() =>
  import('../../design-system/backToTop').then((m) => ({ default: m.BackToTop })),
);

/**
 * The back-to-top button (design-system/backToTop.ts), loaded when the visitor first scrolls or
 * presses a key: it only ever shows on a page scrolled down or at the end of a long one, which a
 * visitor reaches by scrolling or with the keyboard, so a page nobody touches does not download it
 * (the home page's first-load budget, docs/quality.md#performance). A page opened already
 * scrolled (back, a reload, an anchor) loads it at once.
 */
export function LazyBackToTop(props: BackToTopProps) {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (wanted) return;
    const want = () => setWanted(true);
    const frame = requestAnimationFrame(() => {
      if (window.scrollY > 0) want();
    });
    window.addEventListener('scroll', want, { passive: true, once: true });
    // A keyboard visitor's first key: loaded before their Tab reaches the end of the page. Loaded
    // only by the scroll that Tab causes, the button appeared in the flow before the footer while
    // a footer link had the focus, pushed it down under the cookie banner (WCAG 2.4.11; the
    // accessibility report's keyboard crawl at 375 px found it).
    window.addEventListener('keydown', want, { once: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', want);
      window.removeEventListener('keydown', want);
    };
  }, [wanted]);
  return wanted ? (
    <Suspense fallback={null}>
      <BackToTop {...props} />
    </Suspense>
  ) : null;
}
