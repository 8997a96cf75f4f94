import { useLingui } from '@lingui/react/macro';
import { useId, useState, useSyncExternalStore } from 'react';
import { PlainLink } from '../../primitives/PlainLink';
import { Button } from '../Button/Button';
import { Icon } from '../Icon/Icon';
import type { IconName } from '../Icon/icons';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import { Inline } from '../Layout/Layout';
import * as styles from './ShareLinks.css';

/** How a visitor shared: the browser's own sheet, the copied link, or a network's share page. */
export type ShareMethod = 'native' | 'copy' | 'line' | 'facebook' | 'x';

export interface ShareLinksProps {
  /** The address shared: absolute, the page's public address. */
  url: string;
  /** The page's title: the text shared with it where the target takes one. */
  title: string;
  /** Told of every share (e.g. for analytics); nothing is sent anywhere by the component. */
  onShare?: (method: ShareMethod) => void;
}

/** The networks' share pages, as plain links: nothing loads from them until a visitor follows one. */
export const SHARE_TARGETS: ReadonlyArray<{
  method: Exclude<ShareMethod, 'native' | 'copy'>;
  label: string;
  icon: IconName;
  href: (url: string, title: string) => string;
}> = [
  {
    method: 'line',
    label: 'LINE',
    icon: 'line',
    href: (url) => `https://social-plugins.line.me/lineit/share?url=${encodeURIComponent(url)}`,
  },
  {
    method: 'facebook',
    label: 'Facebook',
    icon: 'facebook',
    href: (url) => `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`,
  },
  {
    method: 'x',
    label: 'X',
    icon: 'x',
    href: (url, title) =>
      `https://x.com/intent/post?url=${encodeURIComponent(url)}&text=${encodeURIComponent(title)}`,
  },
];

type Copied = 'idle' | 'copied' | 'failed';

const noSubscription = () => () => {};
const browserCanShare = () => typeof navigator.share === 'function';

/**
 * Sharing a page: the browser's own share sheet where it has one (the Web Share API: phones,
 * some desktops), a "Copy link" button, and links to LINE's, Facebook's and X's share pages (new
 * tab, announced). No script, image or request of a network's until the visitor follows its link.
 * The share button appears after hydration only where `navigator.share` exists (the server cannot
 * know); the links are there from the first paint.
 *
 * Keyboard: Tab reaches each control; Enter or Space presses a button, Enter follows a link. The
 * copy's outcome is announced politely ("Link copied").
 */
export function ShareLinks({ url, title, onShare }: ShareLinksProps) {
  const { t } = useLingui();
  const labelId = useId();
  // False on the server and while hydrating its markup (it cannot know), then the browser's own.
  const canShare = useSyncExternalStore(noSubscription, browserCanShare, () => false);
  const [copied, setCopied] = useState<Copied>('idle');

  const share = async () => {
    try {
      await navigator.share({ title, url });
      onShare?.('native');
    } catch {
      // Dismissed by the visitor, or refused: the other ways are still there.
    }
  };
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied('copied');
      onShare?.('copy');
    } catch {
      setCopied('failed');
    }
  };

  return (
    <Inline role="group" aria-labelledby={labelId}>
      <p id={labelId} className={styles.label}>
        {t`Share this page`}
      </p>
      <Inline as="ul" gap="xs" className={styles.list}>
        {canShare ? (
          <li>
            <Button variant="secondary" size="sm" onPress={() => void share()}>
              <Icon name="share" size="sm" />
              {t`Share…`}
            </Button>
          </li>
        ) : null}
        <li>
          <Button variant="secondary" size="sm" onPress={() => void copy()}>
            {t`Copy link`}
          </Button>
        </li>
        {SHARE_TARGETS.map((target) => (
          <li key={target.method}>
            <PlainLink
              href={target.href(url, title)}
              target="_blank"
              rel="noopener noreferrer"
              className={styles.link}
              onPress={() => onShare?.(target.method)}
            >
              <Icon name={target.icon} size="sm" />
              {target.label}
              <VisuallyHidden>{` ${t`(opens in a new tab)`}`}</VisuallyHidden>
            </PlainLink>
          </li>
        ))}
      </Inline>
      <p role="status" className={styles.status}>
        {copied === 'copied'
          ? t`Link copied`
          : copied === 'failed'
            ? t`The link could not be copied: copy it from the address bar.`
            : ''}
      </p>
    </Inline>
  );
}
