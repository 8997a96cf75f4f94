import { vars } from './contract.css';
/**
 * Forced colours (Windows high contrast): what the contract's mapping in global.css.ts cannot do
 * alone. A fill in `accent` with `onAccent` text becomes ButtonText behind ButtonFace text, and the
 * browser paints its readability backplate (Canvas) behind that text: the label disappears. Filled
 * controls therefore use the system's own button pair with a border, and selected states use
 * Highlight / HighlightText with a border (not a fill or a shadow alone, which forced colours drop).
 */
export const FORCED_COLORS = '(forced-colors: active)';

/** A filled (primary, critical, solid) button: ButtonFace, ButtonText and a ButtonText border. */
export const forcedFilledButton = {
  backgroundColor: 'ButtonFace',
  color: 'ButtonText',
  borderColor: 'ButtonText',
  selectors: {
    '&[data-hovered], &[data-pressed]': { backgroundColor: 'ButtonFace', borderColor: 'Highlight' },
  },
} as const;

/** A selected option (a pill, a segment, the current page): Highlight behind HighlightText. */
export const forcedSelected = {
  forcedColorAdjust: 'none',
  backgroundColor: 'Highlight',
  color: 'HighlightText',
} as const;

/**
 * A disabled control: the system's GrayText for its label, icon and border, at full opacity. The
 * day and night themes dim a disabled control (opacity), which forced colours keep but which leaves
 * it in the same colour as an enabled one; GrayText is how the visitor's theme says "unavailable".
 * Used as `'@media': { [FORCED_COLORS]: { selectors: { '&[data-disabled]': forcedDisabled } } }`.
 */
export const forcedDisabled = {
  color: 'GrayText',
  borderColor: 'GrayText',
  opacity: 1,
} as const;

/** A dialog's boundary (its shadow and the dimmed page behind are dropped in forced colours). */
export const forcedDialog = { border: `${vars.borderWidth.thin} solid CanvasText` } as const;
