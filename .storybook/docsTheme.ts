import { create, type ThemeVars } from 'storybook/theming';
import { dayColors, nightColors, type ThemeColors } from '../design-system';

export type Theme = 'day' | 'night';

/** The docs page in the design system's colours: the page follows the toolbar's theme too. */
export function docsTheme(theme: Theme): ThemeVars {
  const c: ThemeColors = theme === 'night' ? nightColors : dayColors;
  return create({
    base: theme === 'night' ? 'dark' : 'light',
    colorPrimary: c.accent,
    colorSecondary: c.link,
    appBg: c.surface,
    appContentBg: c.surface,
    appPreviewBg: c.surface,
    appBorderColor: c.borderSubtle,
    textColor: c.text,
    textMutedColor: c.textMuted,
    textInverseColor: c.surface,
    barBg: c.surfaceAlt,
    barTextColor: c.textMuted,
    barSelectedColor: c.accent,
    inputBg: c.surfaceRaised,
    inputBorder: c.border,
    inputTextColor: c.text,
  });
}
