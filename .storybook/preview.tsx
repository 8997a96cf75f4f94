import type { Decorator, Preview } from '@storybook/react-vite';
import {
  DesignSystemProvider,
  LOCALES,
  LOCALE_NATIVE_NAMES,
  MOTION_ATTRIBUTE,
  isLocale,
} from '../design-system';
import { activateLocale, i18n } from '../site/i18n/i18n';
import { DocsContainer } from './DocsContainer';
import { defaultLocale, defaultTheme } from './globals';

/**
 * Applies the toolbar's theme, text size and language to <html>, as the site's head script does,
 * and its motion choice: `data-motion="reduce"`, which the design system honours as it honours
 * `prefers-reduced-motion: reduce` (design-system/themes/motion.ts).
 */
const withDisplay: Decorator = (Story, context) => {
  const theme = context.globals.theme === 'night' ? 'night' : 'day';
  const fontSize = String(context.globals.fontSize ?? '16');
  const locale = isLocale(context.globals.locale) ? context.globals.locale : defaultLocale;
  const root = document.documentElement;
  root.setAttribute('data-theme', theme);
  root.setAttribute('data-font-size', fontSize);
  root.lang = locale;
  if (context.globals.motion === 'reduce') root.setAttribute(MOTION_ATTRIBUTE, 'reduce');
  else root.removeAttribute(MOTION_ATTRIBUTE);
  return (
    <DesignSystemProvider i18n={i18n} locale={locale}>
      <Story />
    </DesignSystemProvider>
  );
};

const preview: Preview = {
  globalTypes: {
    theme: {
      description: 'Colour theme',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        items: [
          { value: 'day', title: 'Day', icon: 'sun' },
          { value: 'night', title: 'Night', icon: 'moon' },
        ],
        dynamicTitle: true,
      },
    },
    locale: {
      description: 'Language',
      toolbar: {
        title: 'Locale',
        icon: 'globe',
        items: LOCALES.map((l) => ({ value: l, title: `${l} · ${LOCALE_NATIVE_NAMES[l]}` })),
        dynamicTitle: true,
      },
    },
    fontSize: {
      description: 'Text size (root, px at the browser default)',
      toolbar: {
        title: 'Text size',
        icon: 'paragraph',
        items: [
          { value: '14', title: '14 px' },
          { value: '16', title: '16 px' },
          { value: '18', title: '18 px' },
        ],
        dynamicTitle: true,
      },
    },
    motion: {
      description: 'Motion: as the system asks, or reduced (as under prefers-reduced-motion)',
      toolbar: {
        title: 'Motion',
        icon: 'transfer',
        items: [
          { value: 'system', title: 'Motion as the system asks' },
          { value: 'reduce', title: 'Reduced motion' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: {
    theme: defaultTheme,
    locale: defaultLocale,
    fontSize: '16',
    motion: 'system',
  },
  loaders: [
    async ({ globals }) => {
      await activateLocale(isLocale(globals.locale) ? globals.locale : defaultLocale, {
        pages: true,
      });
      // The Thai font is `font-display: optional`: load it before the story renders, so every
      // screenshot and every run shows the same font.
      await document.fonts.load('1rem "Noto Sans Thai Variable"', 'ก').catch(() => []);
      return {};
    },
  ],
  decorators: [withDisplay],
  parameters: {
    layout: 'padded',
    controls: { expanded: true },
    // Docs pages follow the toolbar's theme (page background and text), not only their stories.
    docs: { container: DocsContainer },
    // Every story is an axe case; a violation fails the Vitest run.
    a11y: { test: 'error' },
    viewport: {
      options: {
        mobile: { name: 'Mobile 375', styles: { width: '375px', height: '812px' } },
        reflow: { name: 'Reflow 320', styles: { width: '320px', height: '640px' } },
        desktop: { name: 'Desktop 1280', styles: { width: '1280px', height: '800px' } },
      },
    },
  },
  tags: ['autodocs'],
};

export default preview;
