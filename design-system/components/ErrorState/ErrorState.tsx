import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { cx } from '../../utils/cx';
import { PressableButton } from '../../primitives/PressableButton';
import { button } from '../Button/Button.css';
import { Icon } from '../Icon/Icon';
import * as styles from '../EmptyState/EmptyState.css';

export interface ErrorStateProps {
  /** @default "This content could not be loaded." (translated) */
  message?: ReactNode;
  /** A second sentence, e.g. what the visitor can do meanwhile. */
  description?: ReactNode;
  /** Called by the "Try again" button; without it, no button is shown. */
  onRetry?: () => void;
  /** Disables the button and marks it busy while retrying. @default false */
  isRetrying?: boolean;
  /** Heading level. @default 2 */
  headingLevel?: 2 | 3 | 4;
  /** Layout-only class. */
  className?: string;
}

/**
 * Shown in a content region when its data could not be loaded (the CMS is down or answered an
 * error): a message in the visitor's language and a "Try again" button. The message is a
 * `role="alert"`, so screen readers hear it when it replaces the content.
 */
export function ErrorState({
  message,
  description,
  onRetry,
  isRetrying = false,
  headingLevel = 2,
  className,
}: ErrorStateProps) {
  const { t } = useLingui();
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={cx(styles.root, styles.critical, className)}>
      <Icon name="alert" className={cx(styles.icon, styles.criticalIcon)} />
      <div role="alert">
        <Heading className={styles.title}>
          {message ?? t`This content could not be loaded.`}
        </Heading>
        {description ? <p className={styles.text}>{description}</p> : null}
      </div>
      {onRetry ? (
        // The light button with Button's styles: this state is on the home page's first paint.
        <PressableButton
          className={button({ variant: 'secondary' })}
          onPress={onRetry}
          isPending={isRetrying}
        >
          <Icon name="refresh" />
          {t`Try again`}
        </PressableButton>
      ) : null}
    </div>
  );
}
