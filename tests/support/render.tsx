import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement } from 'react';
import { DesignSystemProvider, type Locale } from '../../design-system';
import { activateLocale, i18n } from '../../site/i18n/i18n';

/**
 * Renders inside the design system's provider with the locale's real catalog, with the locale as
 * the page's language on `<html>` as the site sets it: the language picks fonts and line-breaking
 * rules, and a Japanese name that fitted without it broke inside a word on the site.
 */
export async function renderWithProviders(
  ui: ReactElement,
  {
    locale = 'en',
    navigate,
    ...options
  }: RenderOptions & { locale?: Locale; navigate?: (path: string) => void } = {},
) {
  await activateLocale(locale, { pages: true });
  document.documentElement.lang = locale;
  return render(
    <DesignSystemProvider i18n={i18n} locale={locale} navigate={navigate}>
      {ui}
    </DesignSystemProvider>,
    options,
  );
}
