import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.fontSize.sm,
});

export const item = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs });

export const separator = style({ color: vars.color.textMuted });

export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '1.5rem',
  selectors: {
    '&[aria-current="page"]': {
      color: vars.color.text,
      textDecoration: 'none',
      fontWeight: vars.fontWeight.medium,
      cursor: 'default',
    },
  },
});
