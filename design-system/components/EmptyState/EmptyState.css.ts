import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.xl,
  textAlign: 'center',
  color: vars.color.textMuted,
  borderWidth: vars.borderWidth.thin,
  borderStyle: 'dashed',
  borderColor: vars.color.border,
  borderRadius: vars.radius.md,
});

export const icon = style({ fontSize: vars.fontSize.xxxl, color: vars.color.textMuted });

export const title = style({
  margin: 0,
  color: vars.color.heading,
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.heading,
});

export const text = style({ margin: 0, maxWidth: '36rem' });

export const critical = style({ borderStyle: 'solid', borderColor: vars.color.critical });

export const criticalIcon = style({ color: vars.color.critical });
