import type { LinguiConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

/** en is the source locale; every catalog must be complete (`lingui compile --strict`). */
const config: LinguiConfig = {
  sourceLocale: 'en',
  locales: ['th', 'en', 'zh', 'ja', 'nl'],
  // No origins: keeps catalogs stable when code moves, so parallel work merges cleanly.
  format: formatter({ origins: false, lineNumbers: false }),
  catalogs: [
    {
      path: '<rootDir>/locales/{locale}/messages',
      include: ['<rootDir>/design-system', '<rootDir>/site'],
      exclude: ['**/node_modules/**', '**/*.css.ts'],
    },
  ],
  orderBy: 'messageId',
};

export default config;
