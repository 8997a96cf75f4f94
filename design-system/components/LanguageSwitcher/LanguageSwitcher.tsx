import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Button as RACButton, Dialog, DialogTrigger, Popover } from 'react-aria-components';
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
  /** Layout only. */
  className?: string;
}

/**
 * The language list: a button opening a small dialog with the five languages, each by its native
 * name in its own `lang`, with `hreflang`; the current one has `aria-current="true"`. No flags.
 *
 * Keyboard: Enter or Space opens the list and focuses it; Tab and Shift+Tab move between the
 * languages; Enter follows one; Escape closes the list and returns focus to the button.
 */
export function LanguageSwitcher({
  current,
  hrefFor,
  onSelect,
  notice,
  className,
}: LanguageSwitcherProps) {
  const { t } = useLingui();
  return (
    <div className={cx(styles.root, className)}>
      <DialogTrigger>
        <RACButton className={styles.trigger}>
          <Icon name="globe" />
          <span className={styles.compactText}>
            <VisuallyHidden>{`${t`Language`}: `}</VisuallyHidden>
            <span lang={current}>{LOCALE_NATIVE_NAMES[current]}</span>
          </span>
          <Icon name="chevronDown" size="sm" />
        </RACButton>
        <Popover placement="bottom end" offset={4} className={styles.popover}>
          <Dialog aria-label={t`Choose a language`} className={styles.dialog}>
            {({ close }) => (
              <ul className={styles.list}>
                {LOCALES.map((locale) => (
                  <li
                    key={locale}
                    // react-aria's Link drops hreflang: set it on the anchor itself.
                    ref={(item) => {
                      item?.querySelector('a')?.setAttribute('hreflang', LOCALE_TAGS[locale]);
                    }}
                  >
                    <Link
                      href={hrefFor(locale)}
                      variant="subtle"
                      className={styles.option}
                      aria-current={locale === current ? 'true' : undefined}
                      onClick={(event) => {
                        if (onSelect) {
                          event.preventDefault();
                          onSelect(locale);
                        }
                        close();
                      }}
                    >
                      <span lang={locale}>{LOCALE_NATIVE_NAMES[locale]}</span>
                      {locale === current ? <Icon name="check" size="sm" /> : null}
                    </Link>
                  </li>
                ))}
              </ul>
            )}
          </Dialog>
        </Popover>
      </DialogTrigger>
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
