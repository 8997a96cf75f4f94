import { i18n, type Messages } from '@lingui/core';
import { SOURCE_LOCALE, type Locale } from '../../design-system';

type Loader = () => Promise<{ messages: Messages }>;

/**
 * Catalogs are compiled on the fly by the Lingui Vite plugin and loaded lazily, two per locale
 * (lingui.config.ts): `messages` (the shell and the home page: loaded with the locale) and `pages`
 * (page templates and forms: loaded with the first page that needs them).
 */
const loaders: Record<'messages' | 'pages', Record<Locale, Loader>> = {
  messages: {
    th: () => import('../../locales/th/messages.po'),
    en: () => import('../../locales/en/messages.po'),
    zh: () => import('../../locales/zh/messages.po'),
    ja: () => import('../../locales/ja/messages.po'),
    nl: () => import('../../locales/nl/messages.po'),
  },
  pages: {
    th: () => import('../../locales/th/pages.po'),
    en: () => import('../../locales/en/pages.po'),
    zh: () => import('../../locales/zh/pages.po'),
    ja: () => import('../../locales/ja/pages.po'),
    nl: () => import('../../locales/nl/pages.po'),
  },
};

const loading = new Map<string, Promise<void>>();
/** Once a page needed the `pages` catalog, every later locale loads it before it activates. */
let pagesWanted = false;

function load(part: keyof typeof loaders, locale: Locale): Promise<void> {
  const id = `${part}:${locale}`;
  let promise = loading.get(id);
  if (!promise) {
    promise = loaders[part][locale]().then(({ messages }) => i18n.load(locale, messages));
    // A failed load (network) may be retried by the next call.
    promise.catch(() => loading.delete(id));
    loading.set(id, promise);
  }
  return promise;
}

/**
 * Loads (once) and activates a locale's messages. `pages: true` loads the page and form messages
 * too (Storybook and tests render any component straight away).
 */
export async function activateLocale(
  locale: Locale,
  { pages = false }: { pages?: boolean } = {},
): Promise<void> {
  if (pages) pagesWanted = true;
  await Promise.all([load('messages', locale), pagesWanted ? load('pages', locale) : null]);
  if (i18n.locale !== locale) i18n.activate(locale);
}

/**
 * Wraps a lazy page (or form) import so the module and the active locale's `pages` messages load
 * together: `lazy(withPageMessages(() => import('./pages/X')))`.
 */
export function withPageMessages<T>(importer: () => Promise<T>): () => Promise<T> {
  return async () => {
    pagesWanted = true;
    const locale = i18n.locale as Locale | '';
    const [module] = await Promise.all([importer(), locale ? load('pages', locale) : null]);
    return module;
  };
}

/** A locale's compiled `messages` catalog, without activating it (the cookie banner's EN/TH switch). */
export const loadMessagesCatalog = (locale: Locale): Promise<{ messages: Messages }> =>
  loaders.messages[locale]();

/**
 * Both of a locale's catalogs in one object, without touching the shared `i18n`: for what the
 * server writes outside a render (the Atom feeds), with an i18n instance of its own.
 */
export async function localeCatalogs(locale: Locale): Promise<Messages> {
  const [messages, pages] = await Promise.all([
    loaders.messages[locale](),
    loaders.pages[locale](),
  ]);
  return { ...messages.messages, ...pages.messages };
}

export { i18n, SOURCE_LOCALE };
