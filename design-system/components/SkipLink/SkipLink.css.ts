import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';
import { FORCED_COLORS } from '../../themes/forcedColors';

/** Off screen until focused, then shown above everything at the top left. */
export const skipLink = style({
  position: 'absolute',
  insetInlineStart: vars.space.sm,
  top: vars.space.sm,
  zIndex: vars.zIndex.skipLink,
  padding: `${vars.space.sm} ${vars.space.lg}`,
  backgroundColor: vars.color.accent,
  color: vars.color.onAccent,
  fontWeight: vars.fontWeight.bold,
  borderRadius: vars.radius.md,
  textDecoration: 'underline',
  transform: 'translateY(-200%)',
  // Not an inverted fill in forced colours (the backplate would hide the text): a link on Canvas.
  '@media': {
    [FORCED_COLORS]: {
      backgroundColor: 'Canvas',
      color: 'LinkText',
      border: `${vars.borderWidth.medium} solid CanvasText`,
      selectors: { '&:focus, &:focus-visible': { color: 'LinkText' } },
    },
  },
  selectors: {
    '&:focus, &:focus-visible': {
      transform: 'none',
      color: vars.color.onAccent,
      outline: `${vars.focus.width} solid ${vars.color.focusRing}`,
      outlineOffset: vars.focus.offset,
    },
  },
});
