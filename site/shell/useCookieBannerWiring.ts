import type { Messages } from '@lingui/core';
import { useCallback, useEffect, useState } from 'react';
import { BOTTOM_INSET_PROPERTY, type BannerLocale, type Locale } from '../../design-system';
import { loadMessagesCatalog } from '../i18n/i18n';

/** Reserves the fixed banner's height at the end of the page, or releases it (0). */
export function reserveBannerRoom(height: number, root: HTMLElement = document.documentElement) {
  const px = `${Math.ceil(Math.max(0, height))}px`;
  if (height > 0) {
    // The design system reads it: focused controls scroll clear of the banner (WCAG 2.4.11:
    // scroll-padding-bottom), the end of the page scrolls out from under it (the bottom padding
    // of <body>), and the back-to-top button sits above it.
    root.style.setProperty(BOTTOM_INSET_PROPERTY, px);
  } else {
    root.style.removeProperty(BOTTOM_INSET_PROPERTY);
  }
}

/**
 * The site's wiring of the cookie banner (docs/accessibility.md): its EN/TH switch loads and shows the
 * chosen catalog, and its height is reserved on the page (`--ds-bottom-inset`, which the design
 * system's scroll padding, bottom padding and back-to-top button read) so it never hides the
 * focused element or the end of the page.
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
