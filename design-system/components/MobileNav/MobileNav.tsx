import { useLingui } from '@lingui/react/macro';
import { useContext, type ReactNode } from 'react';
import {
  Button as RACButton,
  Dialog,
  Disclosure,
  DisclosurePanel,
  Heading,
  Modal,
  ModalOverlay,
} from 'react-aria-components';
import { Icon } from '../Icon/Icon';
import { IconButton } from '../IconButton/IconButton';
import { Link } from '../Link/Link';
import { isCurrentHref, isNavGroup, type NavEntry, type NavItem } from '../MegaMenu/nav';
import { DrawerStateContext } from './drawerState';
import * as styles from './MobileNav.css';

export interface MobileNavProps {
  /** The same entries as the desktop mega menu. */
  entries: NavEntry[];
  /** The current page's href: its link gets `aria-current="page"`. */
  currentHref?: string;
  /**
   * Open state. Leave unset in the Header's `mobileNav` slot (the Header's state is used) or inside
   * a react-aria `DialogTrigger` (the trigger's state is used).
   */
  isOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
  /** Extra controls under the links, e.g. `<DisplayControls />`. */
  utilities?: ReactNode;
}

function DrawerLink({
  item,
  currentHref,
  onNavigate,
  top = false,
}: {
  item: NavItem;
  currentHref?: string;
  onNavigate: () => void;
  top?: boolean;
}) {
  return (
    <Link
      href={item.href}
      external={item.external}
      variant="subtle"
      className={top ? styles.topLink : styles.link}
      aria-current={isCurrentHref(item.href, currentHref) ? 'page' : undefined}
      onPress={onNavigate}
    >
      <span lang={item.lang}>{item.label}</span>
    </Link>
  );
}

/**
 * The navigation drawer for small screens (<= 767 px): a modal dialog sliding in from the side.
 * Focus is trapped inside, the page behind is hidden from assistive technology and inert, and
 * closing (Escape, the "Close menu" button, a click on the backdrop, following a link) returns
 * focus to the "Menu" button. Groups are expandable sections.
 *
 * A separate module: the site loads it lazily (`design-system/mobileNav`) when the menu opens.
 *
 * Keyboard: Tab and Shift+Tab cycle inside the drawer; Enter or Space expands or collapses a
 * section; Escape closes the drawer.
 */
export function MobileNav({
  entries,
  currentHref,
  isOpen,
  onOpenChange,
  utilities,
}: MobileNavProps) {
  const { t } = useLingui();
  const headerState = useContext(DrawerStateContext);
  const state = isOpen === undefined ? (headerState ?? {}) : { isOpen, onOpenChange };
  return (
    <ModalOverlay {...state} isDismissable className={styles.overlay}>
      <Modal className={styles.drawer}>
        <Dialog className={styles.dialog}>
          {({ close }) => (
            <>
              <div className={styles.top}>
                <Heading slot="title" level={2} className={styles.title}>
                  {t`Menu`}
                </Heading>
                <IconButton icon="close" aria-label={t`Close menu`} onPress={close} />
              </div>
              <div className={styles.body}>
                <nav aria-label={t`Main menu`}>
                  <ul className={styles.list}>
                    {entries.map((entry) =>
                      isNavGroup(entry) ? (
                        <li key={entry.id} className={styles.item}>
                          <Disclosure
                            defaultExpanded={[
                              ...entry.items,
                              ...(entry.columns ?? []).flatMap((c) => c.items),
                            ].some((l) => isCurrentHref(l.href, currentHref))}
                          >
                            <Heading level={3} className={styles.groupHeading}>
                              <RACButton slot="trigger" className={styles.groupTrigger}>
                                {entry.label}
                                <Icon name="chevronDown" size="sm" className={styles.chevron} />
                              </RACButton>
                            </Heading>
                            <DisclosurePanel className={styles.panel}>
                              <ul className={styles.list}>
                                {entry.items.map((item) => (
                                  <li key={`${item.href}|${item.label}`}>
                                    <DrawerLink
                                      item={item}
                                      currentHref={currentHref}
                                      onNavigate={close}
                                    />
                                  </li>
                                ))}
                              </ul>
                              {(entry.columns ?? []).map((column) => (
                                <div key={column.id}>
                                  <p
                                    className={styles.columnTitle}
                                    id={`mobile-${entry.id}-${column.id}`}
                                  >
                                    {column.label}
                                  </p>
                                  <ul
                                    className={styles.list}
                                    aria-labelledby={`mobile-${entry.id}-${column.id}`}
                                  >
                                    {column.items.map((item) => (
                                      <li key={`${item.href}|${item.label}`}>
                                        <DrawerLink
                                          item={item}
                                          currentHref={currentHref}
                                          onNavigate={close}
                                        />
                                      </li>
                                    ))}
                                  </ul>
                                </div>
                              ))}
                            </DisclosurePanel>
                          </Disclosure>
                        </li>
                      ) : (
                        <li key={`${entry.href}|${entry.label}`} className={styles.item}>
                          <DrawerLink
                            item={entry}
                            currentHref={currentHref}
                            onNavigate={close}
                            top
                          />
                        </li>
                      ),
                    )}
                  </ul>
                </nav>
                {utilities}
              </div>
            </>
          )}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
