import { style } from '@vanilla-extract/css';
import { vars } from '../../design-system/css';

export const container = style({
  maxWidth: vars.container.max,
  marginInline: 'auto',
  paddingInline: vars.space.lg,
});

export const brand = style({
  color: vars.color.heading,
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.lg,
  textDecoration: 'none',
  minHeight: '1.5rem',
});

export const main = style({
  display: 'block',
  minHeight: '60vh',
  paddingBlock: vars.space.xxl,
  outline: 'none',
  scrollMarginTop: '6rem',
});

/** Holds the page's place while its chunk loads (the footer does not jump up and down). */
export const pageFallback = style({ minHeight: '60vh' });

/** The newsletter form's place while its chunk loads. */
export const newsletterFallback = style({ minHeight: '12rem' });

export const newsletterCard = style({
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
});
