import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

export const summary = style({
  padding: vars.space.lg,
  borderWidth: '0.3125rem',
  borderStyle: 'solid',
  borderColor: vars.color.critical,
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  outline: 'none',
  selectors: {
    '&:focus-visible, &:focus': {
      outline: `${vars.focus.width} solid ${vars.color.focusRing}`,
      outlineOffset: vars.focus.offset,
    },
  },
});

export const heading = style({
  margin: 0,
  marginBottom: vars.space.sm,
  color: vars.color.heading,
  fontSize: vars.fontSize.xl,
  lineHeight: vars.lineHeight.heading,
});

export const list = style({
  margin: 0,
  paddingInlineStart: vars.space.lg,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

export const link = style({
  color: vars.color.critical,
  fontWeight: vars.fontWeight.bold,
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
  borderRadius: vars.radius.sm,
  selectors: {
    '&:hover': { textDecorationThickness: '0.1875rem' },
    '&:focus-visible': {
      outline: `${vars.focus.width} solid ${vars.color.focusRing}`,
      outlineOffset: vars.focus.offset,
    },
  },
});
