import { style } from '@vanilla-extract/css';
import { vars } from '../../design-system/css';

export const page = style({
  maxWidth: vars.container.text,
});

export const lead = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.body,
});

export const section = style({
  border: `${vars.borderWidth.thin} solid ${vars.color.borderSubtle}`,
  borderRadius: vars.radius.md,
  padding: vars.space.lg,
  margin: 0,
  minWidth: 0,
});

export const legend = style({
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.heading,
  paddingInline: vars.space.xs,
});

export const notice = style({
  backgroundColor: vars.color.surfaceAlt,
  borderInlineStart: `${vars.borderWidth.thick} solid ${vars.color.info}`,
  borderRadius: vars.radius.sm,
  padding: vars.space.lg,
  color: vars.color.text,
});

export const failure = style({
  backgroundColor: vars.color.criticalSubtle,
  color: vars.color.onCriticalSubtle,
  borderInlineStart: `${vars.borderWidth.thick} solid ${vars.color.critical}`,
  borderRadius: vars.radius.sm,
  padding: vars.space.lg,
  outline: 'none',
  selectors: {
    '&:focus-visible': {
      outline: `${vars.focus.width} solid ${vars.color.focusRing}`,
      outlineOffset: vars.focus.offset,
    },
  },
});

export const success = style({
  border: `${vars.borderWidth.medium} solid ${vars.color.success}`,
  borderRadius: vars.radius.md,
  padding: vars.space.xl,
  backgroundColor: vars.color.surface,
});

export const successHeading = style({
  color: vars.color.success,
  outline: 'none',
});

export const reference = style({
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
  overflowWrap: 'anywhere',
});

export const verification = style({
  outline: 'none',
});

export const fieldError = style({
  color: vars.color.critical,
  fontWeight: vars.fontWeight.medium,
  margin: 0,
});

export const heading2 = style({
  fontSize: vars.fontSize.xl,
  color: vars.color.heading,
  margin: 0,
});

export const list = style({
  margin: 0,
  paddingInlineStart: vars.space.xl,
  lineHeight: vars.lineHeight.body,
});
