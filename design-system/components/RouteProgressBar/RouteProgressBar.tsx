import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { SPEC } from '../../constants';
import * as styles from './RouteProgressBar.css';
import { prefersReducedMotion } from '../../themes/motion';

export interface RouteProgressBarProps {
  /** True while a route (its code or its data) is loading. */
  active: boolean;
}

/** The trickle (docs/behaviour.md#progress-bar): big steps first, ever smaller, never reaching the end on its own. */
export function trickle(value: number): number {
  const step =
    value < 0.2 ? 0.1 : value < 0.5 ? 0.04 : value < 0.8 ? 0.02 : value < 0.99 ? 0.005 : 0;
  return Math.min(value + step, 0.994);
}

/**
 * The page-loading bar (docs/behaviour.md#progress-bar: 4 px, blue, minimum 0.08, speed 200 ms, trickle every 200 ms),
 * fixed above the sticky header. Controlled: the site sets `active` on a route change and clears
 * it on completion or error. While shown it is a `progressbar` named "Loading page".
 * Under reduced motion (../../themes/motion.ts) it does not trickle or animate: it shows, then
 * completes.
 */
export function RouteProgressBar({ active }: RouteProgressBarProps) {
  const { t } = useLingui();
  const [value, setValue] = useState<number | null>(active ? SPEC.progressBar.minimum : null);
  const [wasActive, setWasActive] = useState(active);
  if (active !== wasActive) {
    // Start at the minimum (0.08); on completion jump to the end, then fade out.
    setWasActive(active);
    setValue(active ? Math.max(value ?? 0, SPEC.progressBar.minimum) : value == null ? null : 1);
  }

  useEffect(() => {
    if (active) {
      if (prefersReducedMotion()) return;
      const timer = setInterval(
        () => setValue((v) => trickle(v ?? SPEC.progressBar.minimum)),
        SPEC.progressBar.trickleMs,
      );
      return () => clearInterval(timer);
    }
    const hide = setTimeout(() => setValue(null), SPEC.progressBar.speedMs * 2);
    return () => clearTimeout(hide);
  }, [active]);

  if (value == null) return null;
  return (
    // A plain progressbar (react-aria's ProgressBar brings a number formatter to the first paint).
    <div
      role="progressbar"
      aria-label={t`Loading page`}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(value * 100)}
      className={value >= 1 ? `${styles.root} ${styles.done}` : styles.root}
    >
      {/* The width is the data itself (the progress), not a render state. */}
      <div className={styles.bar} style={{ transform: `scaleX(${value})` }} />
    </div>
  );
}
