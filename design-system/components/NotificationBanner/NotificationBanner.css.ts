import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

/**
 * A box with a thick accent rule on its inline start: it stands out from the page without a fill
 * colour, so it keeps its meaning in forced colours (the border becomes the system's text colour).
 */
export const root = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  alignItems: 'start',
  gap: vars.space.sm,
  padding: vars.space.md,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  borderWidth: vars.borderWidth.thin,
  borderStyle: 'solid',
  borderColor: vars.color.border,
  borderInlineStartWidth: vars.borderWidth.thick,
  borderInlineStartColor: vars.color.accent,
  borderRadius: vars.radius.md,
});

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 0,
});

export const title = style({
  margin: 0,
  color: vars.color.heading,
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.heading,
  fontWeight: vars.fontWeight.bold,
});

export const text = style({ margin: 0, maxWidth: vars.container.text });

/** The dismiss button keeps its 44 px target in the block's top corner. */
export const dismiss = style({ marginBlockStart: `calc(-1 * ${vars.space.xs})` });
