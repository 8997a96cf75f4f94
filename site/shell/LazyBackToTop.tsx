import { lazy, Suspense, useEffect, useState } from 'react';
import type { BackToTopProps } from '../../design-system';

const BackToTop = lazy(() =>
  import('../../design-system/backToTop').then((m) => ({ default: m.BackToTop })),
);

/**
 * The back-to-top button (design-system/backToTop.ts), loaded when the visitor first scrolls: it
 * only ever shows on a page scrolled down or at the end of a long one, which a visitor reaches by
 * scrolling (a keyboard's Tab scrolls too), so a page nobody scrolls does not download it (the
 * home page's first-load budget, docs/quality.md#performance). A page opened already scrolled
 * (back, a reload, an anchor) loads it at once.
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
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', want);
    };
  }, [wanted]);
  return wanted ? (
    <Suspense fallback={null}>
      <BackToTop {...props} />
    </Suspense>
  ) : null;
}
