import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  maxWidth: '32rem',
});

export const heading = style({
  margin: 0,
  color: 'inherit',
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.heading,
});

export const text = style({ margin: 0 });

export const email = style({ maxWidth: '24rem' });
