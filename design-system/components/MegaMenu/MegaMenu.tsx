import { useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, useState, type FocusEvent } from 'react';
import { useCloseSignal } from '../../hooks/useCloseSignal';
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
  /** Any change of value closes the open panel (pass the route's key). */
  closeSignal?: unknown;
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
 * Escape (focus returns to the button), tabbing out of the panel, following a link and any change
 * of `closeSignal`.
 *
 * Keyboard: Tab moves through the top-level buttons and links and, when a panel is open, into its
 * links; Enter or Space opens or closes a panel; Escape closes it and returns focus to its button.
 */
export function MegaMenu({ entries, currentHref, closeSignal, className, ...rest }: MegaMenuProps) {
  const { t } = useLingui();
  const baseId = useId();
  const [openId, setOpenId] = useState<string | null>(null);
  const navRef = useRef<HTMLElement>(null);
  const triggers = useRef(new Map<string, HTMLButtonElement>());

  useCloseSignal(closeSignal, () => setOpenId(null));

  useEffect(() => {
    if (openId == null) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!navRef.current?.contains(event.target as Node)) setOpenId(null);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [openId]);

  useEffect(() => {
    const nav = navRef.current;
    if (openId == null || !nav) return;
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.stopPropagation();
      triggers.current.get(openId)?.focus();
      setOpenId(null);
    };
    nav.addEventListener('keydown', onKeyDown);
    return () => nav.removeEventListener('keydown', onKeyDown);
  }, [openId]);

  const closeOnFocusLeaving = (groupId: string) => (event: FocusEvent<HTMLLIElement>) => {
    const next = event.relatedTarget as Node | null;
    // A click on plain text inside the panel blurs to nothing: only a real move elsewhere closes.
    if (next && !event.currentTarget.contains(next)) {
      setOpenId((current) => (current === groupId ? null : current));
    }
  };

  return (
    <nav
      ref={navRef}
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
                ref={(node) => {
                  if (node) triggers.current.set(entry.id, node);
                  else triggers.current.delete(entry.id);
                }}
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
                onNavigate={() => setOpenId(null)}
              />
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
