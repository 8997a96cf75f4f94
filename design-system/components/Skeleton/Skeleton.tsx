import { useLingui } from '@lingui/react/macro';
import { cx } from '../../utils/cx';
import { grid } from '../CardGrid/CardGrid.css';
import * as card from '../ContentCard/ContentCard.css';
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
  const lines = (n: number) =>
    Array.from({ length: n }, (_, i) => (
      <span key={i} className={cx(styles.bone, styles.cardLine)} />
    ));
  return (
    <div className={cx(styles.card, className)} aria-hidden="true">
      <span className={cx(styles.bone, styles.cardImage)} />
      {/* ContentCard's own body, title, snippet and date classes: the same box, line for line. */}
      <span className={card.body}>
        <span className={card.title}>{lines(3)}</span>
        <span className={card.snippet}>{lines(3)}</span>
        <span className={card.meta}>
          <span className={cx(styles.bone, styles.cardLine, styles.cardMeta)} />
        </span>
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
  /**
   * Cards: laid out in CardGrid's grid (as a list of cards), or one under another at full width
   * (e.g. a page's main image). @default 'grid'
   */
  cardLayout?: 'grid' | 'stack';
  /** Layout-only class. */
  className?: string;
}

/**
 * Loading placeholders with a busy status for screen readers. No shimmer under reduced motion.
 * Cards are laid out in CardGrid's grid (default columns), so the cards that replace them land
 * where the placeholders were.
 */
export function Skeleton({
  variant = 'text',
  count,
  label,
  cardLayout = 'grid',
  className,
}: SkeletonProps) {
  const { t } = useLingui();
  return (
    <div
      className={cx(variant === 'cards' && cardLayout === 'grid' ? grid() : undefined, className)}
      role="status"
      aria-busy="true"
    >
      <VisuallyHidden>{label ?? t`Loading`}</VisuallyHidden>
      {variant === 'cards' ? (
        Array.from({ length: count ?? 6 }, (_, i) => <SkeletonCard key={i} />)
      ) : (
        <SkeletonText lines={count ?? 3} />
      )}
    </div>
  );
}
