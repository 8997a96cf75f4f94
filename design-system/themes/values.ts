import {
  borderWidth,
  container,
  fontFamily,
  fontSize,
  fontWeight,
  lineHeight,
  motion,
  radius,
  space,
  zIndex,
} from '../tokens/scale';
import { dayColors, nightColors, type ThemeColors } from './colors';

/** The focus indicator: outline width and its gap from the element (WCAG 2.4.13). */
export const focusIndicator = { width: '0.1875rem', offset: '0.125rem' } as const;

const shared = {
  font: { body: fontFamily.body, mono: fontFamily.mono },
  fontSize,
  lineHeight,
  fontWeight,
  space,
  radius,
  motion,
  zIndex,
  container,
  borderWidth,
  focus: focusIndicator,
};

/** Elevation. `raised`: cards and controls that sit on the page; `overlay`: what floats over it. */
export interface ThemeShadows {
  raised: string;
  overlay: string;
}

export const dayShadows: ThemeShadows = {
  raised: '0 0.0625rem 0.1875rem rgba(0,0,0,0.12), 0 0.0625rem 0.125rem rgba(0,0,0,0.08)',
  overlay: '0 0.75rem 2rem rgba(0,0,0,0.18)',
};

/** Darker at night: a shadow on a dark surface needs more opacity to be seen at all. */
export const nightShadows: ThemeShadows = {
  raised: '0 0.0625rem 0.1875rem rgba(0,0,0,0.6)',
  overlay: '0 0.75rem 2rem rgba(0,0,0,0.7)',
};

function theme(color: ThemeColors, shadow: ThemeShadows) {
  return { ...shared, color, shadow };
}

export const dayTheme = theme(dayColors, dayShadows);

export const nightTheme = theme(nightColors, nightShadows);
