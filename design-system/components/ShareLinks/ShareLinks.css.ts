import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

export const label = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: 600,
  color: vars.color.text,
});

/** The list's own reset; its layout is the design system's Inline. */
export const list = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** A network's link: its icon and its name, at least 2.75rem high (the target size). */
export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  minBlockSize: '2.75rem',
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.md,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  color: vars.color.link,
  fontSize: vars.fontSize.sm,
  textDecoration: 'none',
  selectors: {
    '&[data-hovered]': { textDecoration: 'underline' },
    '&[data-focus-visible]': {
      outline: `${vars.focus.width} solid ${vars.color.focusRing}`,
      outlineOffset: vars.focus.offset,
    },
  },
});

export const status = style({ fontSize: vars.fontSize.sm, color: vars.color.text, margin: 0 });
