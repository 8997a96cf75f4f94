import { globalStyle, style } from '@vanilla-extract/css';
import { breakpoints, vars, visuallyHiddenRule } from '../../design-system/css';
import { ANNOUNCEMENT_HIDDEN_ATTRIBUTE } from './parts/announcementFlag';

/** The top tasks' heading and list, spaced as the other sections' `Stack gap="md"`. */
export const section = style({ display: 'grid', gap: vars.space.md });

/**
 * The top tasks: one column on a phone; on a tablet six tracks, three tasks in the first row and
 * two wider ones in the second (3 + 2, no empty cell); five in a row on a wide screen.
 */
export const tasks = style({
  display: 'grid',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': {
    [breakpoints.desktop]: { gridTemplateColumns: 'repeat(6, minmax(0, 1fr))' },
    [breakpoints.wide]: { gridTemplateColumns: 'repeat(5, minmax(0, 1fr))' },
  },
});

globalStyle(`${tasks} > li`, {
  display: 'flex',
  '@media': { [breakpoints.desktop]: { gridColumn: 'span 2' } },
});
globalStyle(`${tasks} > li:nth-child(n+4)`, {
  '@media': { [breakpoints.desktop]: { gridColumn: 'span 3' } },
});
// After the tablet rules, so that it wins at wide widths (both media queries match there).
globalStyle(`${tasks} > li:nth-child(n)`, {
  '@media': { [breakpoints.wide]: { gridColumn: 'auto' } },
});

/** The whole card is the link (a large target); the Link's own focus ring shows around it. */
export const task = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  inlineSize: '100%',
  padding: vars.space.md,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  textDecoration: 'none',
  selectors: { '&[data-hovered]': { borderColor: vars.color.linkHover } },
});

export const taskLabel = style({
  color: vars.color.link,
  fontWeight: vars.fontWeight.bold,
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
});

export const taskText = style({ color: vars.color.text, fontSize: vars.fontSize.sm });

/**
 * The announcement's slot (./parts/Announcement.tsx): the server renders it for every visitor, and
 * site/boot.ts marks `<html>` when this visitor has seen it this visit or dismissed it, so it
 * stays hidden until the app has hydrated and removed it.
 */
export const announcement = style({
  selectors: { [`html[${ANNOUNCEMENT_HIDDEN_ATTRIBUTE}] &`]: { display: 'none' } },
});

/** "Announcement dismissed.": read by screen readers where the banner was, not shown. */
export const dismissedNote = style(visuallyHiddenRule);
