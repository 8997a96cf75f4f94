import { style } from '@vanilla-extract/css';
import { vars } from '../../design-system/css';

export const container = style({
  maxWidth: vars.container.max,
  marginInline: 'auto',
  paddingInline: vars.space.lg,
});

/** While the text is enlarged the header container widens (spec). */
export const containerWide = style([container, { maxWidth: vars.container.wide }]);

export const header = style({
  position: 'sticky',
  top: 0,
  zIndex: vars.zIndex.sticky,
  backgroundColor: vars.color.header,
  borderBottom: `0.0625rem solid ${vars.color.borderSubtle}`,
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
});

export const footer = style({
  backgroundColor: vars.color.footer,
  color: vars.color.footerText,
  paddingBlock: vars.space.xl,
});
