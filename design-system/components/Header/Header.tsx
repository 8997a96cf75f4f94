import { useLingui } from '@lingui/react/macro';
import { useEffect, useId, useLayoutEffect, useRef, type ReactNode } from 'react';
import { useFontScale } from '../../hooks/useDisplayPreferences';
import { useControllableState } from '../../hooks/useDisclosure';
import { PressableButton } from '../../primitives/PressableButton';
import { cx } from '../../utils/cx';
import { DisplayControls } from '../DisplayControls/DisplayControls';
import { Icon } from '../Icon/Icon';
import { MegaMenu } from '../MegaMenu/MegaMenu';
import { DrawerStateContext } from '../MobileNav/drawerState';
import type { NavEntry } from '../MegaMenu/nav';
import { SearchField } from '../SearchField/SearchField';
import * as styles from './Header.css';

export interface HeaderSearchProps {
  /** The text typed (controlled). */
  query: string;
  onQueryChange: (query: string) => void;
  /** "Clear" pressed. */
  onClear?: () => void;
  /** Enter pressed: e.g. go to `/?query={text}`. */
  onSubmit?: (query: string) => void;
  /**
   * Whether search mode is on (controlled). Leave it out to let the header hold it; the site ends
   * it on a route change by passing `false`.
   */
  isOpen?: boolean;
  /** Search mode opened or ended (the site resets its results when it ends). */
  onOpenChange?: (isOpen: boolean) => void;
}

/** What the Header hands to the `searchPanel` render prop. */
export interface SearchPanelSlotProps {
  /** Put it on the panel: the field's `aria-controls` points at it. */
  id: string;
  /** Ends search mode and returns focus to the "Search" button (Escape in the panel). */
  onClose: () => void;
}

export interface HeaderProps {
  /** The logo: a link to the locale's home page. */
  logo: ReactNode;
  /** Primary navigation: the mega menu on wide screens, the drawer on small ones. */
  navigation: NavEntry[];
  /** The current page's href: its link gets `aria-current="page"`. */
  currentHref?: string;
  /**
   * The mega menu's open group `id`, `null` when closed (controlled, see `MegaMenu`'s `openId`).
   * Leave it out to let the header hold it; the site closes the menu on a route change with `null`.
   */
  menuOpenId?: string | null;
  /** Called when a mega menu panel opens (its group `id`) or closes (`null`). */
  onMenuOpenChange?: (openId: string | null) => void;
  /**
   * Whether the small-screen drawer is open (controlled). Leave it out to let the header hold it;
   * the site closes it on a route change with `false`.
   */
  isDrawerOpen?: boolean;
  /** Called when the drawer opens or closes. */
  onDrawerOpenChange?: (isOpen: boolean) => void;
  /** Usually `<LanguageSwitcher … />`. */
  languageSwitcher?: ReactNode;
  /** Site search. Without it no "Search" button is shown. */
  search?: HeaderSearchProps;
  /**
   * The results panel, rendered under the field while the text is not blank. A render prop so the
   * site can `React.lazy()` the panel (`design-system/searchPanel`): the Header never imports it.
   */
  searchPanel?: (slot: SearchPanelSlotProps) => ReactNode;
  /**
   * The small-screen drawer, rendered only while open (the Header holds the open state and hands it
   * to the drawer through context, so no overlay code loads before "Menu" is pressed). The site
   * passes a lazily loaded `<MobileNav entries={…} />` (`design-system/mobileNav`). Without it no
   * "Menu" button is shown.
   */
  mobileNav?: ReactNode;
  /** Wider container. @default useFontScale().isEnlarged */
  isEnlarged?: boolean;
  /** Show the text-size and theme controls (wide screens). @default true */
  displayControls?: boolean;
  /** Layout only. */
  className?: string;
}

function RenderSlot({
  render,
  ...slot
}: SearchPanelSlotProps & { render: (slot: SearchPanelSlotProps) => ReactNode }) {
  return render(slot);
}

/**
 * The search panel's place under the search row: as tall as the window leaves below it (less 1rem
 * of the page, so the panel reads as laid over it), measured when it opens and when the window
 * changes size. The header's height varies (the navigation row on wide screens, wrapped names,
 * the visitor's text size), so a fixed allowance in CSS left the panel's bottom edge below the
 * window on some screens; the CSS `max-height` stays as the value before the first measure.
 */
function PanelSlot({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const slot = ref.current;
    if (!slot) return;
    const fit = () => {
      const rem = parseFloat(getComputedStyle(document.documentElement).fontSize) || 16;
      const room = window.innerHeight - slot.getBoundingClientRect().top - rem;
      // Never smaller than 10rem: on a very short window the slot scrolls instead.
      slot.style.maxHeight = `${Math.max(room, 10 * rem)}px`;
    };
    fit();
    window.addEventListener('resize', fit);
    return () => window.removeEventListener('resize', fit);
  }, []);
  return (
    <div ref={ref} className={styles.panelSlot}>
      {children}
    </div>
  );
}

/**
 * The sticky site header: logo, primary navigation (mega menu on wide screens, a "Menu" drawer
 * at <= 767 px, switched by CSS media queries), and the utilities: search, language, text size
 * and theme. The document's scroll padding matches its height so focus is never hidden under it.
 *
 * Keyboard: Tab goes logo → Search → language → text size → theme → navigation. "Search" opens
 * the field and focuses it; Escape or "Close search" ends search and returns focus to "Search".
 * "Menu" opens the drawer; Escape closes it and returns focus to "Menu".
 */
export function Header({
  logo,
  navigation,
  currentHref,
  menuOpenId: menuOpenIdProp,
  onMenuOpenChange,
  isDrawerOpen,
  onDrawerOpenChange,
  languageSwitcher,
  search,
  searchPanel,
  mobileNav,
  isEnlarged,
  displayControls = true,
  className,
}: HeaderProps) {
  const { t } = useLingui();
  const font = useFontScale();
  const ids = useId();
  const searchRegionId = `${ids}-search`;
  const panelId = `${ids}-panel`;
  const searchToggle = useRef<HTMLButtonElement>(null);
  const menuButton = useRef<HTMLButtonElement>(null);
  const [searchOpen, setSearch] = useControllableState(search?.isOpen, false, search?.onOpenChange);
  const [drawerOpen, setDrawerOpen] = useControllableState(isDrawerOpen, false, onDrawerOpenChange);
  const [menuOpenId, setMenuOpenId] = useControllableState(menuOpenIdProp, null, onMenuOpenChange);

  const closeSearch = () => {
    setSearch(false);
    searchToggle.current?.focus();
  };

  const drawerState = {
    isOpen: drawerOpen,
    onOpenChange: (open: boolean) => {
      setDrawerOpen(open);
      // The drawer's focus scope restores focus too; this covers a close during its exit.
      if (!open) requestAnimationFrame(() => menuButton.current?.focus());
    },
  };

  // The page's scroll padding follows the header's real height (Header.css.ts); a header whose
  // bar takes more than MAX_STICKY_SHARE of the screen (a long name at 320 px with large text)
  // scrolls away with the page instead of sticking (`data-scrolls`).
  const headerRef = useRef<HTMLElement>(null);
  const barRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const header = headerRef.current;
    const bar = barRef.current;
    if (!header || !bar || typeof ResizeObserver !== 'function') return;
    const root = document.documentElement;
    // Both read before anything is written: a read after the write would make the browser
    // restyle and lay out the whole page again at once (a forced layout).
    const measure = () => {
      const height = Math.ceil(header.getBoundingClientRect().height);
      const tall =
        bar.getBoundingClientRect().height > window.innerHeight * styles.MAX_STICKY_SHARE;
      root.style.setProperty(styles.HEADER_HEIGHT_PROPERTY, `${height}px`);
      if (tall) header.setAttribute('data-scrolls', '');
      else header.removeAttribute('data-scrolls');
    };
    const observer = new ResizeObserver(measure);
    observer.observe(header);
    window.addEventListener('resize', measure);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', measure);
      root.style.removeProperty(styles.HEADER_HEIGHT_PROPERTY);
    };
  }, []);

  const showPanel = searchOpen && search != null && search.query.trim() !== '' && searchPanel;

  return (
    <header ref={headerRef} className={cx(styles.root, className)}>
      <div className={styles.container({ enlarged: isEnlarged ?? font.isEnlarged })}>
        <div ref={barRef} className={styles.bar}>
          <div className={styles.logo}>{logo}</div>
          <div className={styles.utilities}>
            {search ? (
              <PressableButton
                ref={searchToggle}
                className={styles.toggle}
                aria-label={t`Search`}
                aria-expanded={searchOpen}
                aria-controls={searchOpen ? searchRegionId : undefined}
                onPress={() => {
                  if (searchOpen) {
                    setSearch(false);
                  } else {
                    setMenuOpenId(null);
                    setSearch(true);
                  }
                }}
              >
                <Icon name={searchOpen ? 'close' : 'search'} />
              </PressableButton>
            ) : null}
            {languageSwitcher}
            {displayControls ? <DisplayControls className={styles.desktopOnly} /> : null}
            {mobileNav ? (
              <>
                <PressableButton
                  ref={menuButton}
                  className={styles.menuButton}
                  aria-haspopup="dialog"
                  aria-expanded={drawerOpen}
                  onPress={() => setDrawerOpen(true)}
                >
                  <Icon name="menu" />
                  {t`Menu`}
                </PressableButton>
                {drawerOpen ? (
                  <DrawerStateContext.Provider value={drawerState}>
                    {mobileNav}
                  </DrawerStateContext.Provider>
                ) : null}
              </>
            ) : null}
          </div>
        </div>
        <div className={styles.navRow}>
          <MegaMenu
            entries={navigation}
            currentHref={currentHref}
            openId={menuOpenId}
            onOpenChange={setMenuOpenId}
          />
        </div>
        {searchOpen && search ? (
          <div id={searchRegionId} className={styles.searchRow}>
            <SearchField
              value={search.query}
              onChange={search.onQueryChange}
              onClear={search.onClear}
              onSubmit={search.onSubmit}
              onClose={closeSearch}
              panelId={showPanel ? panelId : undefined}
              autoFocus
            />
            {showPanel ? (
              <PanelSlot>
                <RenderSlot render={searchPanel} id={panelId} onClose={closeSearch} />
              </PanelSlot>
            ) : null}
          </div>
        ) : null}
      </div>
    </header>
  );
}
