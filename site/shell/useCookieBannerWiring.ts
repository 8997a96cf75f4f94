import type { Messages } from '@lingui/core';
import { useCallback, useEffect, useState } from 'react';
import type { BannerLocale, Locale } from '../../design-system';
import { loadMessagesCatalog } from '../i18n/i18n';

/** Reserves the fixed banner's height at the end of the page, or releases it (0). */
export function reserveBannerRoom(height: number, root: HTMLElement = document.documentElement) {
  const px = `${Math.ceil(Math.max(0, height))}px`;
  if (height > 0) {
    // Focused controls scroll clear of the banner (WCAG 2.4.11) ...
    root.style.scrollPaddingBottom = px;
    // ... and the end of the page can be scrolled out from under it.
    document.body.style.paddingBottom = px;
  } else {
    root.style.scrollPaddingBottom = '';
    document.body.style.paddingBottom = '';
  }
}

/**
 * The site's wiring of the cookie banner (docs/accessibility.md): its EN/TH switch loads and shows the
 * chosen catalog, and its height is reserved on the page (`scroll-padding-bottom` and
 * `padding-bottom`) so it never hides the focused element or the end of the page.
 */
export function useCookieBannerWiring(siteLocale: Locale) {
  const [chosen, setChosen] = useState<{
    site?: Locale;
    locale?: BannerLocale;
    messages?: Messages;
  }>({});
  // A choice made on another site locale is forgotten: the banner follows the new one again.
  const banner = chosen.site === siteLocale ? chosen : {};
  useEffect(() => () => reserveBannerRoom(0), []);
  const onBannerLocaleChange = useCallback(
    (locale: BannerLocale) => {
      void loadMessagesCatalog(locale).then(({ messages }) =>
        setChosen({ site: siteLocale, locale, messages }),
      );
    },
    [siteLocale],
  );
  return {
    bannerLocale: banner.locale,
    bannerMessages: banner.messages,
    onBannerLocaleChange,
    onHeightChange: reserveBannerRoom,
  };
}
