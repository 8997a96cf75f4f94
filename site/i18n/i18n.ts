import { i18n, type Messages } from '@lingui/core';
import { SOURCE_LOCALE, type Locale } from '../../design-system';

/** Catalogs are compiled on the fly by the Lingui Vite plugin and loaded lazily, one per locale. */
const loaders: Record<Locale, () => Promise<{ messages: Messages }>> = {
  th: () => import('../../locales/th/messages.po'),
  en: () => import('../../locales/en/messages.po'),
  zh: () => import('../../locales/zh/messages.po'),
  ja: () => import('../../locales/ja/messages.po'),
  nl: () => import('../../locales/nl/messages.po'),
};

const loaded = new Set<Locale>();

/** Loads (once) and activates a locale's messages. */
export async function activateLocale(locale: Locale): Promise<void> {
  if (!loaded.has(locale)) {
    const { messages } = await loaders[locale]();
    i18n.load(locale, messages);
    loaded.add(locale);
  }
  if (i18n.locale !== locale) i18n.activate(locale);
}

export { i18n, SOURCE_LOCALE };
