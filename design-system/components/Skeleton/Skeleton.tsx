import { useLingui } from '@lingui/react/macro';
import { cx } from '../../utils/cx';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import * as styles from './Skeleton.css';

export interface SkeletonTextProps {
  /** Number of lines. @default 3 */
  lines?: number;
  /** Layout-only class. */
  className?: string;
}

const widths = ['full', 'long', 'short'] as const;

/** Placeholder text lines (decorative: the region announces "Loading" once). */
export function SkeletonText({ lines = 3, className }: SkeletonTextProps) {
  return (
    <span className={cx(styles.lines, className)} aria-hidden="true">
      {Array.from({ length: lines }, (_, i) => (
        <span
          key={i}
          className={cx(
            styles.bone,
            styles.line({ width: i === lines - 1 && lines > 1 ? 'short' : widths[i % 2] }),
          )}
        />
      ))}
    </span>
  );
}

/**
 * A placeholder shaped like ContentCard (16:9 image, title, three snippet lines, date), so the
 * grid does not move when the real cards replace it.
 */
export function SkeletonCard({ className }: { className?: string }) {
  return (
    <div className={cx(styles.card, className)} aria-hidden="true">
      <span className={cx(styles.bone, styles.cardImage)} />
      <span className={styles.cardBody}>
        <SkeletonText lines={2} className={styles.cardTitle} />
        <SkeletonText lines={3} className={styles.cardSnippet} />
        <span className={cx(styles.bone, styles.cardMeta)} />
      </span>
    </div>
  );
}

export interface SkeletonProps {
  /** 'cards' (a list of card placeholders) or 'text' (lines). @default 'text' */
  variant?: 'cards' | 'text';
  /** Cards or lines to show. @default 3 for text, 6 for cards */
  count?: number;
  /** Announced to screen readers. @default "Loading" (translated) */
  label?: string;
  /** Layout-only class (e.g. the CardGrid's grid class for cards). */
  className?: string;
}

/**
 * Loading placeholders with a busy status for screen readers. No shimmer under reduced motion.
 * For cards, render it inside the same grid as the real cards:
 * `<CardGrid>{Array.from({length: 6}, (_, i) => <SkeletonCard key={i} />)}</CardGrid>`.
 */
export function Skeleton({ variant = 'text', count, label, className }: SkeletonProps) {
  const { t } = useLingui();
  return (
    <div className={className} role="status" aria-busy="true">
      <VisuallyHidden>{label ?? t`Loading`}</VisuallyHidden>
      {variant === 'cards' ? (
        Array.from({ length: count ?? 6 }, (_, i) => <SkeletonCard key={i} />)
      ) : (
        <SkeletonText lines={count ?? 3} />
      )}
    </div>
  );
}
