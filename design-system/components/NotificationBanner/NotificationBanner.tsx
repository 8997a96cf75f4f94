import { useLingui } from '@lingui/react/macro';
import { useId, type ReactNode } from 'react';
import { cx } from '../../utils/cx';
import { IconButton } from '../IconButton/IconButton';
import * as styles from './NotificationBanner.css';

export interface NotificationBannerProps {
  /** What the notice is about, in a few words: the region's name and its heading. */
  title: ReactNode;
  /** One or two sentences. */
  children?: ReactNode;
  /** A follow-up, usually a Link to the page that tells more. */
  action?: ReactNode;
  /**
   * Called when the visitor dismisses the notice; without it there is no dismiss button. The site
   * removes the banner, remembers the choice and moves focus (the banner holds no state).
   */
  onDismiss?: () => void;
  /** The dismiss button's name; the title is its description. @default "Dismiss" (translated) */
  dismissLabel?: string;
  /** Heading level of the title. @default 2 */
  headingLevel?: 2 | 3 | 4;
  /** Layout-only class. */
  className?: string;
}

/**
 * A notice in the page's flow (never over it, never taking focus): a named region with a heading,
 * a sentence or two, an optional link and an optional dismiss button.
 */
export function NotificationBanner({
  title,
  children,
  action,
  onDismiss,
  dismissLabel,
  headingLevel = 2,
  className,
}: NotificationBannerProps) {
  const { t } = useLingui();
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <section aria-labelledby={titleId} className={cx(styles.root, className)}>
      <div className={styles.body}>
        <Heading id={titleId} className={styles.title}>
          {title}
        </Heading>
        {children ? <div className={styles.text}>{children}</div> : null}
        {action}
      </div>
      {onDismiss ? (
        <IconButton
          icon="close"
          aria-label={dismissLabel ?? t`Dismiss`}
          aria-describedby={titleId}
          onPress={onDismiss}
          className={styles.dismiss}
        />
      ) : null}
    </section>
  );
}
