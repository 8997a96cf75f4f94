import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { useDisclosure } from '../../hooks/useDisclosure';
import { PressableButton } from '../../primitives/PressableButton';
import { cx } from '../../utils/cx';
import { Icon } from '../Icon/Icon';
import { Link } from '../Link/Link';
import {
  groupLinks,
  isCurrentHref,
  isNavGroup,
  type NavGroup,
  type NavItem,
  type NavEntry,
} from './nav';
import * as styles from './MegaMenu.css';

export interface MegaMenuProps {
  /** Top-level entries: direct links or groups that open a panel. */
  entries: NavEntry[];
  /** The current page's href: its link gets `aria-current="page"`. */
  currentHref?: string;
  /**
   * The open group's `id`, `null` when every panel is closed (controlled). Leave it out to let the
   * menu hold its own state; the site closes the menu on a route change by passing `null`.
   */
  openId?: string | null;
  /** The group open at first (uncontrolled). @default null */
  defaultOpenId?: string | null;
  /** Called with the group's `id` when a panel opens, `null` when it closes (any way). */
  onOpenChange?: (openId: string | null) => void;
  /** Name of the navigation landmark. @default "Main menu" (translated) */
  'aria-label'?: string;
  /** Layout only. */
  className?: string;
}

function PanelLink({
  item,
  currentHref,
  onNavigate,
}: {
  item: NavItem;
  currentHref?: string;
  onNavigate: () => void;
}) {
  return (
    <Link
      href={item.href}
      external={item.external}
      variant="subtle"
      className={styles.panelLink}
      aria-current={isCurrentHref(item.href, currentHref) ? 'page' : undefined}
      onPress={onNavigate}
    >
      <span className={styles.linkLabel} lang={item.lang}>
        {item.label}
      </span>
      {item.description ? <span className={styles.description}>{item.description}</span> : null}
    </Link>
  );
}

function GroupPanel({
  group,
  id,
  isOpen,
  currentHref,
  onNavigate,
}: {
  group: NavGroup;
  id: string;
  isOpen: boolean;
  currentHref?: string;
  onNavigate: () => void;
}) {
  const columns = [
    ...(group.items.length > 0
      ? [{ id: `${group.id}-main`, label: null, items: group.items }]
      : []),
    ...(group.columns ?? []),
  ];
  return (
    <div id={id} className={styles.panel} hidden={!isOpen}>
      <div className={styles.panelGrid}>
        {columns.map((column) => {
          const titleId = `${id}-${column.id}`;
          return (
            <div key={column.id} className={styles.column}>
              {column.label ? (
                <p id={titleId} className={styles.columnTitle}>
                  {column.label}
                </p>
              ) : null}
              <ul className={styles.links} aria-labelledby={column.label ? titleId : undefined}>
                {column.items.map((item) => (
                  <li key={`${item.href}|${item.label}`}>
                    <PanelLink item={item} currentHref={currentHref} onNavigate={onNavigate} />
                  </li>
                ))}
              </ul>
            </div>
          );
        })}
      </div>
    </div>
  );
}

/**
 * Primary navigation as a disclosure menu (not an ARIA `menu`): a `nav` landmark whose group
 * buttons (`aria-expanded`, `aria-controls`) open panels of ordinary links.
 *
 * One panel is open at a time. Pressing the open button again closes it; so do a click outside,
 * Escape (focus returns to the button), tabbing out of the panel, following a link, and `openId`
 * set to `null` by its owner (the site does so on a route change).
 *
 * Keyboard: Tab moves through the top-level buttons and links and, when a panel is open, into its
 * links; Enter or Space opens or closes a panel; Escape closes it and returns focus to its button.
 */
export function MegaMenu({
  entries,
  currentHref,
  openId: openIdProp,
  defaultOpenId = null,
  onOpenChange,
  className,
  ...rest
}: MegaMenuProps) {
  const { t } = useLingui();
  const baseId = useId();
  const {
    open: openId,
    setOpen: setOpenId,
    rootRef,
    triggerRef,
    closeOnFocusLeaving,
    close,
  } = useDisclosure<string | null, HTMLElement>(openIdProp, defaultOpenId, onOpenChange, null);

  return (
    <nav
      ref={rootRef}
      aria-label={rest['aria-label'] ?? t`Main menu`}
      className={cx(styles.nav, className)}
    >
      <ul className={styles.list}>
        {entries.map((entry) => {
          if (!isNavGroup(entry)) {
            return (
              <li key={`${entry.href}|${entry.label}`} className={styles.entry}>
                <Link
                  href={entry.href}
                  external={entry.external}
                  variant="subtle"
                  className={styles.topLink}
                  aria-current={isCurrentHref(entry.href, currentHref) ? 'page' : undefined}
                >
                  <span lang={entry.lang}>{entry.label}</span>
                </Link>
              </li>
            );
          }
          const panelId = `${baseId}-${entry.id}`;
          const isOpen = openId === entry.id;
          const containsCurrent = groupLinks(entry).some((l) => isCurrentHref(l.href, currentHref));
          return (
            <li key={entry.id} className={styles.entry} onBlur={closeOnFocusLeaving(entry.id)}>
              <PressableButton
                ref={triggerRef(entry.id)}
                className={styles.trigger}
                aria-expanded={isOpen}
                aria-controls={panelId}
                data-current={containsCurrent || undefined}
                onPress={() => setOpenId(isOpen ? null : entry.id)}
              >
                {entry.label}
                <Icon name="chevronDown" size="sm" className={styles.chevron} />
              </PressableButton>
              <GroupPanel
                group={entry}
                id={panelId}
                isOpen={isOpen}
                currentHref={currentHref}
                onNavigate={() => close()}
              />
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
