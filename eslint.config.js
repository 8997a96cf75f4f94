import js from '@eslint/js';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      'node_modules/',
      'dist/',
      'dist-server/',
      'storybook-static/',
      'reports/',
      'tmp/',
      // The CMS is linted (see the cms/** blocks below) except what Strapi, npm or a build writes.
      'cms/node_modules/',
      'cms/dist/',
      'cms/build/',
      'cms/.tmp/',
      'cms/.strapi/',
      'cms/public/',
      'cms/types/',
      'locales/**/*.ts',
      'locales/**/*.js',
      '**/__screenshots__/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    // The CMS server is Node code, not React: it has its own block below.
    ignores: ['cms/**'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y, 'import-x': importX },
    languageOptions: { globals: { ...globals.browser } },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      // react-aria components take `autoFocus` for dialogs that must move focus on open.
      'jsx-a11y/no-autofocus': ['error', { ignoreNonDOM: true }],
    },
  },
  {
    // The design system knows nothing of the site, the stories, the tests or the CMS.
    files: ['design-system/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              // The one exception: the content model's locale list and clock (cms/src/model), plain
              // data the CMS and the site share; see docs/architecture.md.
              regex:
                '(^|/)(site|stories|tests)(/|$)|(^|/)cms/(?!src/model/(locales|time)(\\.ts)?$)',
              message:
                'design-system must not import site, stories, tests or cms code (only the model: cms/src/model/locales, time).',
            },
          ],
        },
      ],
    },
  },
  {
    // The site reaches the design system only through its public entry points.
    files: ['site/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/design-system/*/**'],
              message: 'Import from design-system (index.ts) or design-system/css (style files).',
            },
          ],
        },
      ],
    },
  },
  {
    // The Strapi server: Node (compiled to CommonJS), no browser and no React.
    files: ['cms/**/*.{ts,js,mjs,cjs}'],
    ignores: ['cms/src/admin/**'],
    plugins: { 'import-x': importX },
    languageOptions: { globals: { ...globals.node } },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.js'] })],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      // No `any` in the CMS either: content-type uids named by the model are cast to Strapi's
      // `UID.ContentType` (no generated types), thrown values read as `ErrorLike`
      // (cms/src/utils/error-like.ts), knex and library internals get the shape that is read.
      // What Strapi leaves untyped (the upload plugin's extension points, its image service and
      // files) is typed by the shape this code reads, in cms/src/attachments/file-row.ts and
      // cms/src/attachments/index.ts.
      '@typescript-eslint/no-explicit-any': 'error',
      // `const { secret: _s, ...rest } = query` drops keys from a copy.
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
  },
  {
    files: ['cms/**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // Customisations of Strapi's admin panel (React, bundled by Strapi's Vite build).
    files: ['cms/src/admin/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['scripts/**/*.{js,mjs}', '*.config.{js,ts}', 'tests/e2e/**', 'tests/cms/**'],
    languageOptions: { globals: { ...globals.node } },
  },
);
