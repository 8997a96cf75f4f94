import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

export const widget = style({ minHeight: '4.0625rem' });

export const dev = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.sm,
  borderWidth: '0.125rem',
  borderStyle: 'dashed',
  borderColor: vars.color.border,
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  minHeight: '4.0625rem',
});

export const devBadge = style({
  alignSelf: 'flex-start',
  paddingInline: vars.space.xs,
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.accentSubtle,
  color: vars.color.onAccentSubtle,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
});

export const problem = style({ color: vars.color.critical, fontSize: vars.fontSize.sm });
