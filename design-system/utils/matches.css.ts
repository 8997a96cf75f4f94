import { style } from '@vanilla-extract/css';
import { vars } from '../themes/contract.css';

/**
 * A search match inside a snippet (`<mark>`): the theme's subtle accent pair (its contrast is
 * checked with the other pairs) and bold, so the match does not rest on colour alone; under
 * forced colours the system's Mark/MarkText colours apply.
 */
export const mark = style({
  backgroundColor: vars.color.accentSubtle,
  color: vars.color.onAccentSubtle,
  fontWeight: vars.fontWeight.bold,
  borderRadius: vars.radius.sm,
  '@media': {
    '(forced-colors: active)': {
      backgroundColor: 'Mark',
      color: 'MarkText',
      forcedColorAdjust: 'none',
    },
  },
});
