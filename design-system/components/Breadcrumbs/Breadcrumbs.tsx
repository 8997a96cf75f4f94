import { useLingui } from '@lingui/react/macro';
import { Breadcrumb, Breadcrumbs as RACBreadcrumbs } from 'react-aria-components';
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
      <RACBreadcrumbs className={styles.list}>
        {items.map((item, index) => (
          <Breadcrumb
            key={`${item.href}|${index}`}
            id={`${item.href}|${index}`}
            className={styles.item}
          >
            <Link href={item.href} className={styles.link}>
              <span lang={item.lang}>{item.label}</span>
            </Link>
            {index < items.length - 1 ? (
              <Icon name="chevronRight" size="sm" className={styles.separator} />
            ) : null}
          </Breadcrumb>
        ))}
      </RACBreadcrumbs>
    </nav>
  );
}
