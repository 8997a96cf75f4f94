import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';
import { FORCED_COLORS, forcedSelected } from '../../themes/forcedColors';

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
});

export const item = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xxs,
  minWidth: '2.75rem',
  minHeight: '2.75rem',
  paddingInline: vars.space.sm,
  borderWidth: vars.borderWidth.medium,
  borderStyle: 'solid',
  borderColor: 'transparent',
  borderRadius: vars.radius.md,
  backgroundColor: 'transparent',
  color: vars.color.link,
  fontFamily: 'inherit',
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { borderColor: vars.color.border, color: vars.color.linkHover },
    '&[data-focus-visible]': {
      outline: `${vars.focus.width} solid ${vars.color.focusRing}`,
      outlineOffset: vars.focus.offset,
    },
    '&[aria-current="page"]': {
      backgroundColor: vars.color.accent,
      borderColor: vars.color.accent,
      color: vars.color.onAccent,
      textDecoration: 'none',
      fontWeight: vars.fontWeight.bold,
    },
  },
  '@media': { [FORCED_COLORS]: { selectors: { '&[aria-current="page"]': forcedSelected } } },
});

export const ellipsis = style({
  minWidth: '2rem',
  textAlign: 'center',
  color: vars.color.textMuted,
});

export const status = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
