import { Trans, useLingui } from '@lingui/react/macro';
import { useId, type ReactNode } from 'react';
import { useDisclosure } from '../../hooks/useDisclosure';
import { PressableButton } from '../../primitives/PressableButton';
import { LOCALES, LOCALE_NATIVE_NAMES, LOCALE_TAGS, type Locale } from '../../i18n/locales';
import { cx } from '../../utils/cx';
import { Icon } from '../Icon/Icon';
import { IconButton } from '../IconButton/IconButton';
import { Link } from '../Link/Link';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import * as styles from './LanguageSwitcher.css';

export interface LanguageSwitcherProps {
  /** The page's language. */
  current: Locale;
  /** Where each language's version of this page is (the site decides). */
  hrefFor: (locale: Locale) => string;
  /**
   * Called when a language is chosen. When given, the link's own navigation is cancelled and the
   * site navigates (e.g. after checking the page exists in that language).
   */
  onSelect?: (locale: Locale) => void;
  /** A message under the switcher, e.g. `<LanguageNotice locale="en" />`; announced politely. */
  notice?: ReactNode;
  /**
   * Whether the list is open (controlled). Leave it out to let the switcher hold its own state;
   * the site closes it on a route change by passing `false`.
   */
  isOpen?: boolean;
  /** Whether the list is open at first (uncontrolled). @default false */
  defaultOpen?: boolean;
  /** Called when the list opens or closes (any way: the button, Escape, choosing, outside). */
  onOpenChange?: (isOpen: boolean) => void;
  /** Layout only. */
  className?: string;
}

/**
 * The language list, as a disclosure (no overlay code on first paint): a button
 * (`aria-expanded`, `aria-controls`) showing a list of the five languages under it, each by its
 * native name in its own `lang`, with `hreflang`; the current one has `aria-current="true"`.
 * No flags. The list closes on Escape (focus back on the button), a click outside, tabbing out of
 * it, choosing a language, and `isOpen` set to `false` by its owner (the site does so on a route
 * change).
 *
 * Keyboard: Enter or Space opens or closes the list; Tab and Shift+Tab move into and between the
 * languages; Enter follows one; Escape closes the list and returns focus to the button.
 */
export function LanguageSwitcher({
  current,
  hrefFor,
  onSelect,
  notice,
  isOpen: isOpenProp,
  defaultOpen = false,
  onOpenChange,
  className,
}: LanguageSwitcherProps) {
  const { t } = useLingui();
  const panelId = useId();
  // The list is the disclosure's only entry: open is `true`, closed `false`.
  const {
    open: isOpen,
    setOpen,
    rootRef,
    triggerRef,
    closeOnFocusLeaving,
    close,
  } = useDisclosure<boolean, HTMLDivElement>(isOpenProp, defaultOpen, onOpenChange, false);

  return (
    <div ref={rootRef} className={cx(styles.root, className)} onBlur={closeOnFocusLeaving(true)}>
      <PressableButton
        ref={triggerRef(true)}
        className={styles.trigger}
        aria-expanded={isOpen}
        aria-controls={panelId}
        onPress={() => setOpen(!isOpen)}
      >
        <Icon name="globe" />
        <span className={styles.compactText}>
          <VisuallyHidden>{`${t`Language`}: `}</VisuallyHidden>
          <span lang={current}>{LOCALE_NATIVE_NAMES[current]}</span>
        </span>
        <Icon name="chevronDown" size="sm" />
      </PressableButton>
      <div id={panelId} className={styles.popover} hidden={!isOpen}>
        <ul className={styles.list} aria-label={t`Choose a language`}>
          {LOCALES.map((locale) => (
            <li key={locale}>
              <Link
                href={hrefFor(locale)}
                hrefLang={LOCALE_TAGS[locale]}
                variant="subtle"
                className={styles.option}
                aria-current={locale === current ? 'true' : undefined}
                onClick={(event) => {
                  if (onSelect) {
                    event.preventDefault();
                    onSelect(locale);
                  }
                  close(true);
                }}
              >
                <span lang={locale}>{LOCALE_NATIVE_NAMES[locale]}</span>
                {locale === current ? <Icon name="check" size="sm" /> : null}
              </Link>
            </li>
          ))}
        </ul>
      </div>
      <div role="status" className={styles.notice}>
        {notice}
      </div>
    </div>
  );
}

export interface LanguageNoticeProps {
  /** The language the visitor switched to (the page was missing in it). */
  locale: Locale;
  /** Shows a "Dismiss" button. */
  onDismiss?: () => void;
}

/** "This page is not available in {language}; you are on its home page." for the `notice` slot. */
export function LanguageNotice({ locale, onDismiss }: LanguageNoticeProps) {
  const { t } = useLingui();
  const name = LOCALE_NATIVE_NAMES[locale];
  return (
    <div className={styles.noticeBox}>
      <Icon name="info" />
      <p className={styles.noticeText}>
        <Trans>
          This page is not available in <span lang={locale}>{name}</span>; you are on its home page.
        </Trans>
      </p>
      {onDismiss ? <IconButton icon="close" aria-label={t`Dismiss`} onPress={onDismiss} /> : null}
    </div>
  );
}
