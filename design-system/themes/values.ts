import {
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
  focus: { width: '0.1875rem', offset: '0.125rem' },
};

function theme(color: ThemeColors, shadow: { raised: string; overlay: string }) {
  return { ...shared, color, shadow };
}

export const dayTheme = theme(dayColors, {
  raised: '0 0.0625rem 0.1875rem rgba(0,0,0,0.12), 0 0.0625rem 0.125rem rgba(0,0,0,0.08)',
  overlay: '0 0.75rem 2rem rgba(0,0,0,0.18)',
});

export const nightTheme = theme(nightColors, {
  raised: '0 0.0625rem 0.1875rem rgba(0,0,0,0.6)',
  overlay: '0 0.75rem 2rem rgba(0,0,0,0.7)',
});
