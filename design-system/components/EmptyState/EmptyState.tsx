import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { cx } from '../../utils/cx';
import { Icon } from '../Icon/Icon';
import type { IconName } from '../Icon/icons';
import * as styles from './EmptyState.css';

export interface EmptyStateProps {
  /** @default "Nothing here yet" (translated) */
  title?: ReactNode;
  /** A sentence saying why and what to do. */
  description?: ReactNode;
  /** A follow-up action (a Button or Link). */
  action?: ReactNode;
  /** @default 'info' */
  icon?: IconName;
  /** Heading level. @default 2 */
  headingLevel?: 2 | 3 | 4;
  /** Layout-only class. */
  className?: string;
}

/** Shown where a list has no items (an empty collection, no search results). */
export function EmptyState({
  title,
  description,
  action,
  icon = 'info',
  headingLevel = 2,
  className,
}: EmptyStateProps) {
  const { t } = useLingui();
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={cx(styles.root, className)}>
      <Icon name={icon} className={styles.icon} />
      <Heading className={styles.title}>{title ?? t`Nothing here yet`}</Heading>
      {description ? <p className={styles.text}>{description}</p> : null}
      {action}
    </div>
  );
}
