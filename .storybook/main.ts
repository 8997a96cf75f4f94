import type { StorybookConfig } from '@storybook/react-vite';
import { docgenInclude, docgenOptions } from './docgen';

const config: StorybookConfig = {
  stories: ['../stories/**/*.mdx', '../stories/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  staticDirs: ['../public'],
  // Prop tables from react-docgen-typescript: the component's own props and those it takes from
  // react-aria, without the DOM attribute sets (.storybook/docgen.ts, docs/conventions.md#storybook-docs-pages-props-component-toolbar).
  typescript: {
    reactDocgen: 'react-docgen-typescript',
    reactDocgenTypescriptOptions: { ...docgenOptions, include: docgenInclude },
  },
};

export default config;
