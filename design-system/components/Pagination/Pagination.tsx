import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Button, Link } from 'react-aria-components';
import { Icon } from '../Icon/Icon';
import * as styles from './Pagination.css';

export interface PaginationProps {
  /** The current page, 1-based. */
  page: number;
  /** How many pages there are (meta.pagination.pageCount). */
  pageCount: number;
  /** Pages as links (through the router): the address of a page. */
  hrefFor?: (page: number) => string;
  /** Pages as buttons, or a callback beside the links. */
  onChange?: (page: number) => void;
  /** Pages shown on each side of the current one. @default 1 */
  siblings?: number;
  /** Names the navigation landmark. @default "Pagination" (translated) */
  'aria-label'?: string;
  /** Layout-only class. */
  className?: string;
}

type Entry = number | 'gap-start' | 'gap-end';

/** The pages to show: first, last, the current one with its siblings, gaps as ellipses. */
export function pageWindow(page: number, pageCount: number, siblings = 1): Entry[] {
  const entries: Entry[] = [];
  const from = Math.max(2, page - siblings);
  const to = Math.min(pageCount - 1, page + siblings);
  entries.push(1);
  if (from > 2) entries.push(from === 3 ? 2 : 'gap-start');
  for (let p = from; p <= to; p++) entries.push(p);
  if (to < pageCount - 1) entries.push(to === pageCount - 2 ? pageCount - 1 : 'gap-end');
  if (pageCount > 1) entries.push(pageCount);
  return entries;
}

/**
 * Page navigation for lists: a `nav` landmark with a list of pages, the current one marked
 * `aria-current="page"`, and previous/next (hidden on the first/last page). With `hrefFor`,
 * pages are links (shareable, work without script); with only `onChange`, buttons.
 * Nothing is rendered for a single page.
 *
 * **Keyboard**: Tab moves through previous, the pages and next; Enter follows.
 */
export function Pagination({
  page,
  pageCount,
  hrefFor,
  onChange,
  siblings = 1,
  'aria-label': ariaLabel,
  className,
}: PaginationProps) {
  const { t } = useLingui();
  if (pageCount <= 1) return null;
  const current = Math.min(Math.max(1, page), pageCount);

  const control = (target: number, content: ReactNode, label?: string, isCurrent = false) => {
    const common = {
      className: styles.item,
      'aria-label': label,
      'aria-current': isCurrent ? ('page' as const) : undefined,
    };
    return hrefFor ? (
      <Link {...common} href={hrefFor(target)} onPress={() => onChange?.(target)}>
        {content}
      </Link>
    ) : (
      <Button {...common} onPress={() => onChange?.(target)}>
        {content}
      </Button>
    );
  };

  return (
    <nav aria-label={ariaLabel ?? t`Pagination`} className={className}>
      <ul className={styles.list}>
        {current > 1 ? (
          <li>
            {control(
              current - 1,
              <>
                <Icon name="chevronLeft" />
                {t`Previous page`}
              </>,
            )}
          </li>
        ) : null}
        {pageWindow(current, pageCount, siblings).map((entry) =>
          typeof entry === 'number' ? (
            <li key={entry}>{control(entry, entry, t`Page ${entry}`, entry === current)}</li>
          ) : (
            <li key={entry} className={styles.ellipsis} aria-hidden="true">
              …
            </li>
          ),
        )}
        {current < pageCount ? (
          <li>
            {control(
              current + 1,
              <>
                {t`Next page`}
                <Icon name="chevronRight" />
              </>,
            )}
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
