import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';
import { FORCED_COLORS, forcedSelected } from '../../themes/forcedColors';

export const group = style({
  display: 'inline-flex',
  gap: vars.space.xxs,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: vars.space.xxs,
});

export const option = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: '2.5rem',
  minHeight: '2.5rem',
  borderRadius: vars.radius.sm,
  border: 'none',
  background: 'transparent',
  color: vars.color.text,
  cursor: 'pointer',
  fontSize: vars.fontSize.md,
  outline: 'none',
  position: 'relative',
  selectors: {
    '&:hover': { backgroundColor: vars.color.surfaceAlt },
    '&:has(input:checked)': {
      backgroundColor: vars.color.accentSubtle,
      color: vars.color.onAccentSubtle,
      boxShadow: `inset 0 0 0 ${vars.borderWidth.medium} ${vars.color.accent}`,
    },
    '&:has(input:focus-visible)': {
      outline: `${vars.focus.width} solid ${vars.color.focusRing}`,
      outlineOffset: vars.focus.offset,
    },
  },
  // Forced colours drop the inset box-shadow: the chosen theme is shown in Highlight.
  '@media': { [FORCED_COLORS]: { selectors: { '&:has(input:checked)': forcedSelected } } },
});

/** The radio itself covers its label, invisible: the label shows the state. */
export const input = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  margin: 0,
  opacity: 0,
  cursor: 'pointer',
});
