import { setupI18n, type I18n, type MessageDescriptor, type Messages } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { useEffect, useId, useMemo, useRef } from 'react';
import { LOCALE_NATIVE_NAMES } from '../../i18n/locales';
import { PressableButton } from '../../primitives/PressableButton';
import { button } from '../Button/Button.css';
import { IconButton } from '../IconButton/IconButton';
import { Link } from '../Link/Link';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import * as css from './CookieBanner.css';

/** The banner's own language switch offers these two (docs/behaviour.md#cookie-consent: EN/TH). */
export const bannerLocales = ['en', 'th'] as const;
export type BannerLocale = (typeof bannerLocales)[number];

/** What the visitor just did; announced politely after the banner disappears. */
export const cookieBannerConfirmations = ['accepted', 'rejected', 'saved', 'hidden'] as const;
export type CookieBannerConfirmation = (typeof cookieBannerConfirmations)[number];

export interface CookieBannerProps {
  /** Show the banner (the site decides: `shouldShowBanner(readConsent(jar), sessionStorage)`). */
  isVisible: boolean;
  onAcceptAll: () => void;
  onRejectAll: () => void;
  /** Opens the (lazy) cookie settings dialog. */
  onOpenSettings: () => void;
  /** The close control: the site calls `closeBanner(sessionStorage)` and hides the banner. */
  onClose: () => void;
  /**
   * Set by the site right after a choice (from the banner or the settings dialog): the banner
   * announces it in a polite live region that stays mounted while the banner is hidden.
   */
  confirmation?: CookieBannerConfirmation | null;
  /**
   * The language picked with the banner's EN/TH switch. Unset: the banner follows the site
   * locale (any of the five).
   */
  bannerLocale?: BannerLocale;
  /**
   * The compiled Lingui catalog of `bannerLocale` (the site loads it when the visitor switches).
   * Needed only when `bannerLocale` differs from the site locale.
   */
  bannerMessages?: Messages;
  /** The EN/TH switch was used; the site loads that catalog and passes it back. */
  onBannerLocaleChange?: (locale: BannerLocale) => void;
  /**
   * Reports the banner's height in CSS pixels (0 when hidden) whenever it changes. The site writes
   * it as the bottom inset (`BOTTOM_INSET_PROPERTY` on `<html>`), from which the design system
   * reserves room at the end of the page, keeps focused elements out from under the banner
   * (`scroll-padding-bottom`) and lifts the back-to-top button above it. Only for `placement="fixed"`.
   */
  onHeightChange?: (height: number) => void;
  /**
   * Where "Reject all" and "Accept all" post without JavaScript: they are then submit buttons of
   * a `POST` form with `decision=rejected|accepted`, and the controls that need a script (the
   * language switch, the close button, "Cookie settings") are not shown. With JavaScript the form
   * never submits: `onRejectAll` / `onAcceptAll` run as without it.
   */
  formAction?: string;
  /** Link to the privacy policy, shown in the banner text when given. */
  policyHref?: string;
  /**
   * `fixed`: pinned to the bottom of the viewport (the site). `inline`: in the page flow
   * (previews, screenshots). @default 'fixed'
   */
  placement?: 'fixed' | 'inline';
}

const text = {
  title: msg`This website uses cookies`,
  body: msg`We use strictly necessary cookies to run this website. With your consent we also use cookies to measure visits and to remember your preferences. You can change your choice at any time in the cookie settings.`,
  policy: msg`Read our privacy policy`,
  accept: msg`Accept all`,
  reject: msg`Reject all`,
  settings: msg`Cookie settings`,
  close: msg`Hide cookie message`,
  language: msg`Language of this message`,
} satisfies Record<string, MessageDescriptor>;

const confirmationText: Record<CookieBannerConfirmation, MessageDescriptor> = {
  accepted: msg`Your choice was saved: all cookies accepted.`,
  rejected: msg`Your choice was saved: optional cookies rejected.`,
  saved: msg`Your cookie settings were saved.`,
  hidden: msg`Cookie message hidden for this visit.`,
};

/** A Lingui instance for the banner's own language, when it differs from the site's. */
function useBannerI18n(siteI18n: I18n, locale?: BannerLocale, messages?: Messages): I18n {
  return useMemo(() => {
    if (!locale || locale === siteI18n.locale || !messages) return siteI18n;
    return setupI18n({ locale, messages: { [locale]: messages } });
    // siteI18n.locale: re-evaluate when the site switches language.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [siteI18n, siteI18n.locale, locale, messages]);
}

/**
 * The cookie-consent banner: a labelled region (not a modal) at the bottom of the page with
 * "Accept all" and "Reject all" (equally prominent), "Cookie settings", a close control and an
 * EN/TH switch that changes the language of the banner only.
 *
 * **Keyboard**: Tab reaches the language switch (Arrow keys between English and Thai, Space to
 * pick), the policy link, Reject all, Accept all, Cookie settings and the close button; Enter or
 * Space presses. After a choice the banner disappears and the choice is announced.
 *
 * **Without JavaScript** (given `formAction`): "Reject all" and "Accept all" post a form, the
 * controls that need a script are not shown, and the banner sits in the page flow instead of
 * over it (`@media (scripting: none)`): render it first in the page (after the skip link), so it
 * is then at the top.
 *
 * **Never hides the focused element**: with `placement="fixed"` the banner reports its height
 * through `onHeightChange`; the site writes it as the bottom inset (`BOTTOM_INSET_PROPERTY`), from
 * which the page's bottom padding and `scroll-padding-bottom` follow, so the end of the page and
 * any focused control scroll clear of it.
 */
export function CookieBanner({
  isVisible,
  onAcceptAll,
  onRejectAll,
  onOpenSettings,
  onClose,
  confirmation = null,
  bannerLocale,
  bannerMessages,
  onBannerLocaleChange,
  onHeightChange,
  formAction,
  policyHref,
  placement = 'fixed',
}: CookieBannerProps) {
  const { i18n: siteI18n } = useLingui();
  const i18n = useBannerI18n(siteI18n, bannerLocale, bannerMessages);
  const shownLocale = i18n.locale;
  const titleId = useId();
  const regionRef = useRef<HTMLElement>(null);

  const heightCallback = useRef(onHeightChange);
  useEffect(() => {
    heightCallback.current = onHeightChange;
  });
  useEffect(() => {
    const element = regionRef.current;
    if (!isVisible || !element || placement !== 'fixed') return;
    const report = () => heightCallback.current?.(element.getBoundingClientRect().height);
    // The observer reports the first height itself, after the browser's own layout; read here,
    // the height would force that layout inside the task that hydrates the page.
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(report) : null;
    if (observer) observer.observe(element);
    else report();
    return () => {
      observer?.disconnect();
      heightCallback.current?.(0);
    };
  }, [isVisible, placement]);

  return (
    <>
      {isVisible ? (
        <section
          ref={regionRef}
          aria-labelledby={titleId}
          lang={shownLocale}
          className={css.banner({ placement })}
        >
          <div className={css.inner}>
            <div className={css.top}>
              <h2 id={titleId} className={css.title}>
                {i18n._(text.title)}
              </h2>
              {/* Native radios styled as a segmented switch (Arrow keys move between them). */}
              <div role="radiogroup" aria-label={i18n._(text.language)} className={css.languages}>
                {bannerLocales.map((locale) => (
                  <label key={locale} lang={locale} className={css.language}>
                    <input
                      type="radio"
                      name={`${titleId}-language`}
                      value={locale}
                      checked={shownLocale === locale}
                      onChange={() => onBannerLocaleChange?.(locale)}
                      className={css.languageInput}
                    />
                    {LOCALE_NATIVE_NAMES[locale]}
                  </label>
                ))}
              </div>
              <IconButton
                icon="close"
                aria-label={i18n._(text.close)}
                onPress={onClose}
                className={css.close}
              />
            </div>
            <p className={css.body}>
              {i18n._(text.body)}
              {policyHref ? (
                <>
                  {' '}
                  <Link href={policyHref}>{i18n._(text.policy)}</Link>
                </>
              ) : null}
            </p>
            {/* Without a script the two choices post (formAction); with one, the form never submits. */}
            <form
              method="post"
              action={formAction}
              className={css.actions}
              onSubmit={(event) => event.preventDefault()}
            >
              {/* Same variant and size: accepting is not nudged over rejecting. */}
              {(
                [
                  ['rejected', onRejectAll, text.reject],
                  ['accepted', onAcceptAll, text.accept],
                ] as const
              ).map(([decision, onPress, label]) => (
                <PressableButton
                  key={decision}
                  className={button({ variant: 'primary' })}
                  onPress={onPress}
                  type="submit"
                  name="decision"
                  value={decision}
                >
                  {i18n._(label)}
                </PressableButton>
              ))}
              <PressableButton
                className={button({ variant: 'secondary' })}
                onPress={onOpenSettings}
              >
                {i18n._(text.settings)}
              </PressableButton>
            </form>
          </div>
        </section>
      ) : null}
      {/* Right after the banner, always: the fixed banner shows once this follows it (css). */}
      <VisuallyHidden>
        <span role="status" lang={shownLocale}>
          {confirmation ? i18n._(confirmationText[confirmation]) : ''}
        </span>
      </VisuallyHidden>
    </>
  );
}
