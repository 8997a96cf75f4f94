import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

export const textarea = style({ minHeight: '7rem', resize: 'vertical' });

export const count = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  fontVariantNumeric: 'tabular-nums',
});

export const over = style({ color: vars.color.critical, fontWeight: vars.fontWeight.bold });
