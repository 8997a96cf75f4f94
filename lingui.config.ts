import type { LinguiConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';
import { LOCALES, SOURCE_LOCALE } from './cms/src/model/locales';

/**
 * Design-system components that only page templates, forms and the (lazy) newsletter render
 * (sharing is on content pages only): their messages live in the `pages` catalog. Excluded from
 * the first catalog by glob (`/**`): a bare folder path matches no file in an `exclude`.
 */
const FORM_COMPONENTS = [
  'Checkbox',
  'DateField',
  'Field',
  'FileUpload',
  'Form',
  'FormErrorSummary',
  'HumanVerification',
  'NewsletterForm',
  'Pagination',
  'RadioGroup',
  'ResultList',
  'Select',
  'ShareLinks',
  'TextArea',
  'TextField',
].map((name) => `<rootDir>/design-system/components/${name}`);

/**
 * Two catalogs per locale (en is the source; every catalog must be complete: `lingui compile
 * --strict`):
 * - `messages`: what the first paint can show (the shell, the home page, the design system's
 *   shell components, dialogs and panels). Loaded with the locale.
 * - `pages`: page templates, forms and form components. Loaded with the first page that needs them
 *   (site/i18n/i18n.ts `withPageMessages`), so the home route's first paint does not carry them.
 * A message used on both sides is in both.
 */
const config: LinguiConfig = {
  sourceLocale: SOURCE_LOCALE,
  locales: [...LOCALES],
  // No origins: keeps catalogs stable when code moves, so parallel work merges cleanly.
  format: formatter({ origins: false, lineNumbers: false }),
  catalogs: [
    {
      path: '<rootDir>/locales/{locale}/messages',
      include: [
        '<rootDir>/design-system',
        '<rootDir>/site/shell',
        '<rootDir>/site/cms',
        '<rootDir>/site/i18n',
        '<rootDir>/site/pages/Home.tsx',
        '<rootDir>/site/pages/HomeRoute.tsx',
        '<rootDir>/site/pages/parts',
        '<rootDir>/site/App.tsx',
        '<rootDir>/site/routes.tsx',
      ],
      exclude: ['**/node_modules/**', '**/*.css.ts', ...FORM_COMPONENTS.map((dir) => `${dir}/**`)],
    },
    {
      path: '<rootDir>/locales/{locale}/pages',
      include: ['<rootDir>/site/pages', '<rootDir>/site/forms', ...FORM_COMPONENTS],
      exclude: [
        '**/node_modules/**',
        '**/*.css.ts',
        '<rootDir>/site/pages/Home.tsx',
        '<rootDir>/site/pages/HomeRoute.tsx',
        '<rootDir>/site/pages/parts',
      ],
    },
  ],
  orderBy: 'messageId',
};

export default config;
