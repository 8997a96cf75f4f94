import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';
import { still } from '../../themes/motion';

export const card = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  height: '100%',
  overflow: 'hidden',
  borderWidth: vars.borderWidth.thin,
  borderStyle: 'solid',
  borderColor: vars.color.borderSubtle,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  transitionProperty: 'box-shadow',
  transitionDuration: vars.motion.fast,
  ...still(
    { transitionDuration: '0s' },
    {
      selectors: {
        '&:hover': { boxShadow: vars.shadow.raised },
        // The title link's focus ring is drawn around the whole card.
        '&:has([data-focus-visible])': {
          outline: `${vars.focus.width} solid ${vars.color.focusRing}`,
          outlineOffset: vars.focus.offset,
        },
      },
    },
  ),
});

/** A card without an image: an accent rule along the top keeps it a card among pictured ones. */
export const textOnly = style({
  borderTopWidth: vars.borderWidth.thick,
  borderTopColor: vars.color.accent,
});

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  flex: '1 1 auto',
});

export const category = style({
  alignSelf: 'flex-start',
  paddingInline: vars.space.xs,
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.accentSubtle,
  color: vars.color.onAccentSubtle,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
});

/**
 * Cards have a fixed anatomy (image, three title lines, three snippet lines, date) so a grid of
 * them is as tall as the SkeletonCards it replaces. Only the snippet is clamped: a title longer
 * than three lines makes its card taller rather than being cut off.
 */
export const title = style({
  margin: 0,
  color: vars.color.heading,
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.heading,
  overflowWrap: 'anywhere',
  // Room for three lines keeps a row of cards aligned; a longer title is shown whole, never cut
  // off (WCAG 1.4.12 with the text-spacing override, 1.4.10 at 320 px: docs/accessibility.md).
  minHeight: '3lh',
});

/** The title link covers the whole card (one link, one tab stop, big target). */
export const titleLink = style({
  color: 'inherit',
  textDecoration: 'none',
  selectors: {
    '&::after': { content: '""', position: 'absolute', inset: 0 },
    '&[data-hovered]': { textDecoration: 'underline', color: vars.color.link },
  },
});

export const snippet = style({
  margin: 0,
  minHeight: '3lh',
  color: vars.color.textMuted,
  display: '-webkit-box',
  WebkitLineClamp: 3,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
});

export const meta = style({
  marginTop: 'auto',
  marginBottom: 0,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});
