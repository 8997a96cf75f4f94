import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

/**
 * In a container of limited height laid out as a column (the Header's search slot), the panel
 * shrinks to fit (`min-height: 0`) and its results scroll inside its border, which stays in view.
 */
export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  minHeight: 0,
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  gap: vars.space.md,
  padding: vars.space.lg,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  border: `${vars.borderWidth.thin} solid ${vars.color.borderSubtle}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.overlay,
});

export const count = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.heading,
});

export const message = style({ margin: 0, color: vars.color.text });

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const result = style({
  display: 'grid',
  gridTemplateColumns: '4.5rem 1fr',
  alignItems: 'start',
  gap: vars.space.md,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.surfaceAlt, color: vars.color.text },
  },
});

export const thumb = style({
  width: '4.5rem',
  height: '3.375rem',
  objectFit: 'cover',
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.skeleton,
});

export const text = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  minWidth: 0,
});

export const title = style({
  color: vars.color.link,
  fontWeight: vars.fontWeight.bold,
  textDecoration: 'underline',
  textDecorationThickness: '0.0625rem',
  selectors: { [`${result}[data-hovered] &`]: { color: vars.color.linkHover } },
});

export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `0 ${vars.space.sm}`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const snippet = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
});

export const seeAll = style({ alignSelf: 'flex-start' });
