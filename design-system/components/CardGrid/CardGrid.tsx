import { Children, type ReactNode } from 'react';
import { cx } from '../../utils/cx';
import { cardGridColumns, grid, item } from './CardGrid.css';

export { cardGridColumns };

export interface CardGridProps {
  /** The cards; each becomes a list item. */
  children: ReactNode;
  /** Smallest column width: as many columns as fit, one on a phone. @default 'md' */
  minColumn?: (typeof cardGridColumns)[number];
  /** Names the list for screen readers, e.g. "Latest news". */
  'aria-label'?: string;
  'aria-labelledby'?: string;
  /** Layout-only class. */
  className?: string;
}

/**
 * A responsive grid of cards with list semantics (`ul`/`li`), so screen readers announce
 * "list, 12 items" and can jump between them.
 */
export function CardGrid({ children, minColumn, className, ...aria }: CardGridProps) {
  return (
    // role="list" keeps list semantics in Safari when list-style is none.
    // eslint-disable-next-line jsx-a11y/no-redundant-roles
    <ul role="list" className={cx(grid({ minColumn }), className)} {...aria}>
      {Children.toArray(children).map((child, i) => (
        <li key={(child as { key?: string | null }).key ?? i} className={item}>
          {child}
        </li>
      ))}
    </ul>
  );
}
