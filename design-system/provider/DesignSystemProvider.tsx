import type { I18n } from '@lingui/core';
import { I18nProvider as LinguiProvider } from '@lingui/react';
import type { ReactNode } from 'react';
import { I18nProvider as AriaI18nProvider, RouterProvider } from 'react-aria-components';
import { LOCALE_TAGS, type Locale } from '../i18n/locales';
import '../themes/fonts.css';
import '../themes/global.css';
// The stand-ins for react-aria's inline styles in server-rendered pages (must be in the stylesheet).
import '../themes/inlineStyles.css';

export interface DesignSystemProviderProps {
  /** The Lingui instance, already activated for `locale`. */
  i18n: I18n;
  /** The visitor's locale; drives react-aria's formatting and reading direction. */
  locale: Locale;
  /** Client-side navigation for internal links (react-aria RouterProvider). */
  navigate?: (path: string) => void;
  /** Turns router paths into hrefs (e.g. to add a base path). */
  useHref?: (href: string) => string;
  children: ReactNode;
}

/**
 * Wraps an app (or a story) with everything the components need: global styles and themes,
 * Lingui messages, react-aria's locale and router.
 */
export function DesignSystemProvider({
  i18n,
  locale,
  navigate,
  useHref,
  children,
}: DesignSystemProviderProps) {
  const content = navigate ? (
    <RouterProvider navigate={navigate} useHref={useHref}>
      {children}
    </RouterProvider>
  ) : (
    children
  );
  return (
    <LinguiProvider i18n={i18n}>
      <AriaI18nProvider locale={LOCALE_TAGS[locale]}>{content}</AriaI18nProvider>
    </LinguiProvider>
  );
}
