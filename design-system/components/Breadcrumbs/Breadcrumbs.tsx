import { useLingui } from '@lingui/react/macro';
import { Icon } from '../Icon/Icon';
import { Link } from '../Link/Link';
import * as styles from './Breadcrumbs.css';

export interface BreadcrumbItem {
  label: string;
  href: string;
  /** Language of the label when it differs from the page's. */
  lang?: string;
}

export interface BreadcrumbsProps {
  /** From the home page to the current page (last). */
  items: BreadcrumbItem[];
  /** Layout only. */
  className?: string;
}

/**
 * Where the page sits in the site: a `nav` named "Breadcrumb" with an ordered list of links; the
 * last item is the current page (`aria-current="page"`).
 *
 * Keyboard: Tab moves through the links; Enter follows one.
 */
export function Breadcrumbs({ items, className }: BreadcrumbsProps) {
  const { t } = useLingui();
  return (
    <nav aria-label={t`Breadcrumb`} className={className}>
      <ol className={styles.list}>
        {items.map((item, index) => {
          const isCurrent = index === items.length - 1;
          return (
            <li key={`${item.href}|${index}`} className={styles.item}>
              {/* The current page is not a link target (as react-aria's Breadcrumb did). */}
              <Link
                href={item.href}
                className={styles.link}
                aria-current={isCurrent ? 'page' : undefined}
                isDisabled={isCurrent}
              >
                <span lang={item.lang}>{item.label}</span>
              </Link>
              {isCurrent ? null : (
                <Icon name="chevronRight" size="sm" className={styles.separator} />
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
