import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

export const group = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: vars.space.xxs,
});

export const step = style({
  display: 'inline-flex',
  alignItems: 'center',
  lineHeight: 1,
});
export const small = style({ fontSize: vars.fontSize.sm });
export const medium = style({ fontSize: vars.fontSize.md });
export const large = style({ fontSize: vars.fontSize.lg });
