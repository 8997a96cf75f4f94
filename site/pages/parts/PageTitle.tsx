import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Breadcrumbs, Stack, type BreadcrumbItem } from '../../../design-system';
import { useDocumentTitle } from '../../shell/useDocumentTitle';
import { useStructuredData } from '../../shell/structuredData';
import * as styles from './parts.css';

export interface PageTitleProps {
  title: string;
  /** Trail between Home and this page. */
  trail?: BreadcrumbItem[];
  locale: string;
  /** Under the heading (date, category, intro). */
  children?: ReactNode;
}

/** The page's breadcrumbs, its one `h1` and the document title "Title – DITP". */
export function PageTitle({ title, trail = [], locale, children }: PageTitleProps) {
  const { t } = useLingui();
  useDocumentTitle(title);
  const items = [{ label: t`Home`, href: `/${locale}` }, ...trail, { label: title, href: '' }];
  useStructuredData({
    kind: 'breadcrumbs',
    items: items.map((item) => ({ name: item.label, href: item.href ?? '' })),
  });
  return (
    <Stack gap="md" className={styles.pageTitle}>
      <Breadcrumbs items={items} />
      <h1 className={styles.h1}>{title}</h1>
      {children}
    </Stack>
  );
}
