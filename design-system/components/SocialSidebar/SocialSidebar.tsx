import { useLingui } from '@lingui/react/macro';
import { useId, useState, useSyncExternalStore } from 'react';
import { IconButton } from '../IconButton/IconButton';
import { cx } from '../../utils/cx';
import { SocialLinkList } from './SocialLinks';
import type { SocialLink } from './social';
import * as styles from './SocialSidebar.css';

export interface SocialSidebarProps {
  links: SocialLink[];
  /** Expanded on a visit's first page. @default true */
  defaultExpanded?: boolean;
  /** Told of every toggle (e.g. for analytics). */
  onExpandedChange?: (expanded: boolean) => void;
  /**
   * The state is kept for the visit in sessionStorage under this key; `null` keeps it in memory
   * only. @default 'ds:social-sidebar'
   */
  storageKey?: string | null;
  /** Render in the flow instead of fixed to the window's edge (stories, previews). @default false */
  inline?: boolean;
}

const noSubscription = () => () => {};

function readStored(key: string | null): boolean | null {
  if (!key || typeof window === 'undefined') return null;
  try {
    const value = window.sessionStorage.getItem(key);
    return value === 'expanded' ? true : value === 'collapsed' ? false : null;
  } catch {
    return null;
  }
}

/**
 * The social-media side bar of the Thai site, on large screens only (hidden at <= 767 px by CSS):
 * icon links (new tab, announced) and a "Hide social links" / "Show social links" toggle whose
 * state is kept for the visit (sessionStorage).
 *
 * Keyboard: Tab reaches the toggle, then each link; Enter or Space toggles; Enter follows a link.
 */
export function SocialSidebar({
  links,
  defaultExpanded = true,
  onExpandedChange,
  storageKey = 'ds:social-sidebar',
  inline = false,
}: SocialSidebarProps) {
  const { t } = useLingui();
  const listId = useId();
  // The visit's stored state; none while hydrating server-rendered markup (the server cannot know
  // it), so the first render matches that markup.
  const stored = useSyncExternalStore(
    noSubscription,
    () => readStored(storageKey),
    () => null,
  );
  const [chosen, setExpanded] = useState<boolean | null>(null);
  const expanded = chosen ?? stored ?? defaultExpanded;
  const toggle = () => {
    const next = !expanded;
    setExpanded(next);
    if (storageKey) {
      try {
        window.sessionStorage.setItem(storageKey, next ? 'expanded' : 'collapsed');
      } catch {
        // Storage may be disabled: the state then lasts for this page only.
      }
    }
    onExpandedChange?.(next);
  };
  return (
    <aside aria-label={t`Social media`} className={cx(styles.root, inline && styles.inline)}>
      <IconButton
        icon={expanded ? 'chevronRight' : 'chevronLeft'}
        variant="outline"
        aria-label={expanded ? t`Hide social links` : t`Show social links`}
        aria-expanded={expanded}
        aria-controls={listId}
        onPress={toggle}
      />
      <SocialLinkList
        id={listId}
        links={links}
        hidden={!expanded}
        listClassName={styles.list}
        linkClassName={styles.link}
      />
    </aside>
  );
}
