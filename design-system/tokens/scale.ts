/** Spacing, type, radius, motion, z-index and breakpoint tokens. Every size is rem (icons em). */

export const space = {
  none: '0',
  xxs: '0.125rem',
  xs: '0.25rem',
  sm: '0.5rem',
  md: '0.75rem',
  lg: '1rem',
  xl: '1.5rem',
  xxl: '2rem',
  xxxl: '3rem',
  huge: '4rem',
} as const;

export const fontSize = {
  xs: '0.75rem',
  sm: '0.875rem',
  md: '1rem',
  lg: '1.125rem',
  xl: '1.25rem',
  xxl: '1.5rem',
  xxxl: '1.875rem',
  display: '2.25rem',
} as const;

export const lineHeight = {
  tight: '1.25',
  heading: '1.3',
  body: '1.5',
  /** Thai has stacked vowels and tone marks: it needs more room between lines. */
  thai: '1.75',
} as const;

export const fontWeight = {
  regular: '400',
  medium: '500',
  bold: '700',
} as const;

export const fontFamily = {
  body: '"Noto Sans Thai Variable", system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  zh: '"PingFang SC", "Noto Sans CJK SC", "Source Han Sans SC", "Microsoft YaHei", system-ui, sans-serif',
  ja: '"Hiragino Sans", "Hiragino Kaku Gothic ProN", "Noto Sans CJK JP", "Source Han Sans JP", "Yu Gothic", Meiryo, system-ui, sans-serif',
  mono: 'ui-monospace, "SFMono-Regular", Menlo, Consolas, monospace',
} as const;

export const radius = {
  none: '0',
  sm: '0.25rem',
  md: '0.5rem',
  lg: '1rem',
  full: '624.9375rem',
} as const;

export const motion = {
  fast: '120ms',
  base: '200ms',
  slow: '300ms',
  easing: 'cubic-bezier(0.2, 0, 0, 1)',
} as const;

export const zIndex = {
  base: '0',
  sticky: '100',
  dropdown: '200',
  drawer: '300',
  overlay: '400',
  modal: '500',
  toast: '600',
  progress: '700',
  skipLink: '800',
} as const;

/** Mobile is a window width of 767 px or less (docs/behaviour.md#constants). Media queries in em follow browser zoom. */
export const breakpoints = {
  mobileMaxPx: 767,
  mobile: 'screen and (max-width: 47.9375em)',
  desktop: 'screen and (min-width: 48em)',
  wide: 'screen and (min-width: 75em)',
} as const;

/**
 * Stroke widths of boundaries: `thin` for dividers and the outlines of cards, fields' resting
 * state and menus; `medium` for controls (buttons, inputs, checkboxes) and emphasised frames;
 * `thick` for accent bars (a quote, a notice's edge, a card's top rule). The focus indicator has
 * its own tokens (`vars.focus`).
 */
export const borderWidth = {
  thin: '0.0625rem',
  medium: '0.125rem',
  thick: '0.25rem',
} as const;

/**
 * The browser runs no script (Media Queries 5 `scripting`; a browser without the feature ignores
 * the rule). A control that does nothing without a script is not shown under it.
 */
export const noScript = '(scripting: none)';

/** Content container widths; the wide one applies while the font scale is above default. */
export const container = {
  max: '75rem',
  wide: '87.5rem',
  text: '46rem',
} as const;
