import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { withPageMessages } from '../i18n/i18n';
import { useHydrated } from './useHydrated';
import * as styles from './Layout.css';

// Below the fold on every page: not part of the first paint.
const Newsletter = lazy(
  // Its form fields' messages are in the `pages` catalog.
  withPageMessages(() =>
    import('./Newsletter').then(({ Newsletter }) => ({ default: Newsletter })),
  ),
);

/**
 * The newsletter form (text field, verification, popups) loads when the footer comes near the
 * viewport: it is below the fold on every page, so it stays out of the first paint.
 */
export function NewsletterSlot({ locale }: { locale: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const [seen, setSeen] = useState(false);
  // Without IntersectionObserver the form loads at once (after hydration: the server renders the
  // placeholder).
  const hydrated = useHydrated();
  const near = seen || (hydrated && typeof IntersectionObserver !== 'function');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setSeen(true);
      },
      { rootMargin: '400px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  // The form sits on a light card: its field and texts use the page's colours, not the footer's.
  return (
    <div ref={ref} className={styles.newsletterCard}>
      <div className={styles.newsletterRoom}>
        {near ? (
          <Suspense fallback={null}>
            <Newsletter locale={locale} />
          </Suspense>
        ) : null}
      </div>
    </div>
  );
}
