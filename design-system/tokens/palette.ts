/**
 * Raw colour values of the brand palette (docs/behaviour.md#colour-mode: orange, red, grays, black, white, dark).
 * Components never read these: they read the theme contract (`vars`).
 */
export const palette = {
  white: '#ffffff',
  black: '#000000',
  dark: '#121212',
  darkRaised: '#1e1e1e',
  darkOverlay: '#262626',
  gray50: '#fafaf9',
  gray100: '#f4f4f2',
  gray200: '#e5e5e2',
  gray300: '#d4d4d0',
  gray400: '#a3a3a0',
  gray500: '#767672',
  gray600: '#57574f',
  gray700: '#3f3f3b',
  gray800: '#292926',
  gray900: '#1a1a18',
  orange100: '#fff1e6',
  orange300: '#fdba74',
  orange400: '#fb923c',
  orange500: '#f26f21',
  orange700: '#b8470d',
  orange800: '#9a3a0b',
  orange950: '#3b1a06',
  red300: '#fca5a5',
  red400: '#f87171',
  red700: '#b91c1c',
  red100: '#fee2e2',
  red950: '#3f0d0d',
  green300: '#86efac',
  green700: '#15803d',
  amber300: '#fcd34d',
  amber800: '#92400e',
  blue300: '#93c5fd',
  blue400: '#8ab4f8',
  blue600: '#2563eb',
  blue700: '#0b57d0',
  blue800: '#0842a0',
} as const;

export type PaletteColor = keyof typeof palette;
