import { palette as p } from '../tokens/palette';

/**
 * The semantic colour roles of the ONE theme contract, with the day and night values.
 * Plain TS so the contrast test can compute ratios without a stylesheet.
 */
export interface ThemeColors {
  /** Page background. */
  surface: string;
  /** Alternate band / card background. */
  surfaceAlt: string;
  /** Popovers, panels, dialogs. */
  surfaceRaised: string;
  /** Header bar background. */
  header: string;
  /** Footer background and its text. */
  footer: string;
  footerText: string;
  footerTextMuted: string;
  text: string;
  textMuted: string;
  heading: string;
  accent: string;
  accentHover: string;
  onAccent: string;
  accentSubtle: string;
  onAccentSubtle: string;
  link: string;
  linkHover: string;
  critical: string;
  onCritical: string;
  criticalSubtle: string;
  onCriticalSubtle: string;
  success: string;
  onSuccess: string;
  warning: string;
  info: string;
  /** Boundaries of inputs and controls (3:1 against the surfaces). */
  border: string;
  /** Decorative separators (no contrast requirement). */
  borderSubtle: string;
  focusRing: string;
  /** Backdrop behind modal dialogs and drawers. */
  overlay: string;
  /** Route progress bar (docs/behaviour.md#progress-bar: blue). */
  progress: string;
  skeleton: string;
  selection: string;
}

export const dayColors: ThemeColors = {
  surface: p.white,
  surfaceAlt: p.gray100,
  surfaceRaised: p.white,
  header: p.white,
  footer: p.gray900,
  footerText: p.white,
  footerTextMuted: p.gray300,
  text: p.gray900,
  textMuted: p.gray600,
  heading: p.gray900,
  accent: p.orange700,
  accentHover: p.orange800,
  onAccent: p.white,
  accentSubtle: p.orange100,
  onAccentSubtle: p.orange800,
  link: p.blue700,
  linkHover: p.blue800,
  critical: p.red700,
  onCritical: p.white,
  criticalSubtle: p.red100,
  onCriticalSubtle: p.red700,
  success: p.green700,
  onSuccess: p.white,
  warning: p.amber800,
  info: p.blue700,
  border: p.gray500,
  borderSubtle: p.gray200,
  focusRing: p.blue700,
  overlay: 'rgba(0, 0, 0, 0.55)',
  progress: p.blue600,
  skeleton: p.gray200,
  selection: p.orange100,
};

export const nightColors: ThemeColors = {
  surface: p.dark,
  surfaceAlt: p.darkRaised,
  surfaceRaised: p.darkOverlay,
  header: p.darkRaised,
  footer: p.black,
  footerText: p.gray100,
  footerTextMuted: p.gray400,
  text: p.gray100,
  textMuted: p.gray400,
  heading: p.white,
  accent: p.orange400,
  accentHover: p.orange300,
  onAccent: p.gray900,
  accentSubtle: p.orange950,
  onAccentSubtle: p.orange300,
  link: p.blue400,
  linkHover: p.blue300,
  critical: p.red400,
  onCritical: p.gray900,
  criticalSubtle: p.red950,
  onCriticalSubtle: p.red300,
  success: p.green300,
  onSuccess: p.gray900,
  warning: p.amber300,
  info: p.blue400,
  border: p.gray500,
  borderSubtle: p.gray700,
  focusRing: p.blue400,
  overlay: 'rgba(0, 0, 0, 0.7)',
  progress: p.blue400,
  skeleton: p.gray800,
  selection: p.orange950,
};

export type ContrastRole = keyof ThemeColors;

/**
 * Every foreground/background pair the components use, with the WCAG AA minimum it must meet:
 * 4.5 for body text, 3 for large text and UI boundaries/focus indicators.
 */
export const contrastPairs: ReadonlyArray<{
  fg: ContrastRole;
  bg: ContrastRole;
  min: 4.5 | 3;
  use: string;
}> = [
  { fg: 'text', bg: 'surface', min: 4.5, use: 'body text' },
  { fg: 'text', bg: 'surfaceAlt', min: 4.5, use: 'text on bands and cards' },
  { fg: 'text', bg: 'surfaceRaised', min: 4.5, use: 'text in panels and dialogs' },
  { fg: 'text', bg: 'header', min: 4.5, use: 'header text' },
  { fg: 'textMuted', bg: 'surface', min: 4.5, use: 'secondary text' },
  { fg: 'textMuted', bg: 'surfaceAlt', min: 4.5, use: 'secondary text on cards' },
  { fg: 'textMuted', bg: 'surfaceRaised', min: 4.5, use: 'secondary text in panels' },
  { fg: 'heading', bg: 'surface', min: 4.5, use: 'headings' },
  { fg: 'heading', bg: 'surfaceAlt', min: 4.5, use: 'headings on cards' },
  { fg: 'footerText', bg: 'footer', min: 4.5, use: 'footer text' },
  { fg: 'footerTextMuted', bg: 'footer', min: 4.5, use: 'footer secondary text' },
  { fg: 'onAccent', bg: 'accent', min: 4.5, use: 'primary button label' },
  { fg: 'onAccent', bg: 'accentHover', min: 4.5, use: 'primary button label, hovered' },
  { fg: 'accent', bg: 'surface', min: 4.5, use: 'accent text, secondary button' },
  { fg: 'accent', bg: 'surfaceAlt', min: 4.5, use: 'accent text on cards' },
  { fg: 'accent', bg: 'header', min: 4.5, use: 'accent text in the header' },
  { fg: 'onAccentSubtle', bg: 'accentSubtle', min: 4.5, use: 'badges, selected items' },
  { fg: 'link', bg: 'surface', min: 4.5, use: 'links' },
  { fg: 'link', bg: 'surfaceAlt', min: 4.5, use: 'links on cards' },
  { fg: 'link', bg: 'surfaceRaised', min: 4.5, use: 'links in panels' },
  { fg: 'linkHover', bg: 'surface', min: 4.5, use: 'hovered links' },
  { fg: 'critical', bg: 'surface', min: 4.5, use: 'error messages' },
  { fg: 'critical', bg: 'surfaceRaised', min: 4.5, use: 'error messages in dialogs' },
  { fg: 'onCritical', bg: 'critical', min: 4.5, use: 'destructive button label' },
  { fg: 'onCriticalSubtle', bg: 'criticalSubtle', min: 4.5, use: 'error summary' },
  { fg: 'success', bg: 'surface', min: 4.5, use: 'success text' },
  { fg: 'success', bg: 'surfaceRaised', min: 4.5, use: 'success text in dialogs' },
  { fg: 'onSuccess', bg: 'success', min: 4.5, use: 'success badge' },
  { fg: 'warning', bg: 'surface', min: 4.5, use: 'warning text' },
  { fg: 'warning', bg: 'surfaceRaised', min: 4.5, use: 'warning text in dialogs' },
  { fg: 'info', bg: 'surfaceRaised', min: 4.5, use: 'info text in dialogs' },
  { fg: 'border', bg: 'surface', min: 3, use: 'input and control boundaries' },
  { fg: 'border', bg: 'surfaceAlt', min: 3, use: 'control boundaries on cards' },
  { fg: 'border', bg: 'surfaceRaised', min: 3, use: 'control boundaries in panels' },
  { fg: 'focusRing', bg: 'surface', min: 3, use: 'focus indicator' },
  { fg: 'focusRing', bg: 'surfaceAlt', min: 3, use: 'focus indicator on cards' },
  { fg: 'focusRing', bg: 'header', min: 3, use: 'focus indicator in the header' },
  { fg: 'focusRing', bg: 'surfaceRaised', min: 3, use: 'focus indicator in panels' },
  { fg: 'progress', bg: 'surface', min: 3, use: 'route progress bar' },
  { fg: 'text', bg: 'selection', min: 4.5, use: 'selected text' },
];
