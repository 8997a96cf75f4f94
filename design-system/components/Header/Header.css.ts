import { createGlobalVar, globalStyle, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { breakpoints } from '../../tokens/scale';
import { vars } from '../../themes/contract.css';

/** Heights the sticky header keeps, so the page's scroll padding can match them. */
const barHeight = '3.5rem';
const navRowHeight = '3.25rem';

/**
 * A short viewport (a phone in landscape, 400 % zoom: 320 × 256 CSS px) cannot spare the header's
 * height on every screen: there it scrolls away with the page (WCAG 1.4.10: docs/accessibility.md).
 */
const shortViewport = '(max-height: 31.25rem)';

/**
 * The same when the header's bar alone takes more than this share of the screen's height (the
 * department's long name wrapping at 320 px with 18 px text: 640 px tall, the bar ~170 px): a
 * sticky header that tall, with the cookie banner below, would leave too little of the screen for
 * a focused text area (WCAG 2.4.11). Header.tsx measures and sets `data-scrolls`.
 */
export const MAX_STICKY_SHARE = 0.2;

export const root = style({
  position: 'sticky',
  top: 0,
  zIndex: vars.zIndex.sticky,
  backgroundColor: vars.color.header,
  color: vars.color.text,
  borderBlockEnd: `${vars.borderWidth.thin} solid ${vars.color.borderSubtle}`,
  '@media': { [shortViewport]: { position: 'static' } },
  selectors: { '&[data-scrolls]': { position: 'static' } },
});

/*
 * Focused elements never hide under the sticky header (WCAG 2.4.11): while the header is on the
 * page, the document's scroll padding is its height plus a margin, on small and large screens.
 */
/**
 * The header's measured height (Header.tsx writes it on `<html>` as it changes): a long site name
 * that wraps at 320 px makes the header taller than its nominal rows (docs/accessibility.md).
 */
export const HEADER_HEIGHT_PROPERTY = '--ds-header-height';
// Registered as not inherited: only <html> reads it, so writing it after the first paint restyles
// <html> alone, not every element of the page (a whole-page style recalculation is a long task on
// a phone: Total Blocking Time). No initial value, so that the fallbacks below apply until written.
createGlobalVar(HEADER_HEIGHT_PROPERTY.slice(2), { syntax: '*', inherits: false });

globalStyle(`html:has(${root})`, {
  scrollPaddingTop: `calc(var(${HEADER_HEIGHT_PROPERTY}, ${barHeight} + ${navRowHeight}) + ${vars.space.lg})`,
  '@media': {
    [breakpoints.mobile]: {
      scrollPaddingTop: `calc(var(${HEADER_HEIGHT_PROPERTY}, ${barHeight}) + ${vars.space.lg})`,
    },
    // The header is not sticky there: nothing to clear.
    [shortViewport]: { scrollPaddingTop: vars.space.lg },
  },
});
globalStyle(`html:has(${root}[data-scrolls])`, { scrollPaddingTop: vars.space.lg });

/** The container widens while the text is enlarged (docs/behaviour.md#text-size). */
export const container = recipe({
  base: { marginInline: 'auto', paddingInline: vars.space.lg, position: 'relative' },
  variants: {
    enlarged: {
      false: { maxWidth: vars.container.max },
      true: { maxWidth: vars.container.wide },
    },
  },
  defaultVariants: { enlarged: false },
});

export const bar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  minHeight: barHeight,
  paddingBlock: vars.space.xs,
});

/**
 * The site name takes the room the buttons leave (`flex: 1 1 0`) but never less than its longest
 * word (a flex item's automatic minimum is its min-content width, and `break-word`, unlike
 * `anywhere`, does not lower it): when that word and the buttons do not fit side by side, the
 * buttons go to a line of their own under the name (the bar wraps). So the name wraps between
 * words in every locale and at every text size, never inside one, and never runs under the
 * buttons (WCAG 1.4.10: docs/accessibility.md). A word wider than the whole bar still breaks
 * (`maxWidth`), rather than scrolling the page sideways.
 */
export const logo = style({
  display: 'flex',
  alignItems: 'center',
  flex: '1 1 0',
  maxWidth: '100%',
  overflowWrap: 'break-word',
  // A Chinese or Japanese name is one word here: a break may come between characters anywhere,
  // which made its min-content one character wide.
  wordBreak: 'keep-all',
  hyphens: 'auto',
  selectors: {
    // Chromium's Japanese line breaking does not hold to keep-all: under lang="ja" the name's
    // min-content was two characters and it broke inside 振興 at 375 px. Kept on one line (a
    // Chinese or Japanese name is a few characters), the buttons go under it when it does not fit.
    '&:lang(ja), &:lang(zh)': { whiteSpace: 'nowrap' },
  },
});

/** At the end of the bar, also when it has a line of its own. */
export const utilities = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  flexShrink: 0,
  marginInlineStart: 'auto',
});

/** Hidden at <= 767 px: CSS only, so nothing shifts after load. */
export const desktopOnly = style({ '@media': { [breakpoints.mobile]: { display: 'none' } } });

/** Shown only at <= 767 px. */
export const mobileOnly = style({ '@media': { [breakpoints.desktop]: { display: 'none' } } });

export const navRow = style([
  desktopOnly,
  {
    display: 'flex',
    alignItems: 'center',
    minHeight: navRowHeight,
    paddingBlockEnd: vars.space.xs,
  },
]);

export const toggle = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xs,
  minWidth: '2.75rem',
  minHeight: '2.75rem',
  paddingInline: vars.space.sm,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.text,
  fontFamily: 'inherit',
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.medium,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.surfaceAlt },
    '&[aria-expanded="true"]': {
      backgroundColor: vars.color.accentSubtle,
      color: vars.color.onAccentSubtle,
      borderColor: vars.color.accent,
    },
    '&[data-focus-visible]': {
      outline: `${vars.focus.width} solid ${vars.color.focusRing}`,
      outlineOffset: vars.focus.offset,
    },
  },
});

export const menuButton = style([toggle, mobileOnly]);

export const searchRow = style({ position: 'relative', paddingBlock: vars.space.sm });

/**
 * Below the search row, at most the room the window leaves (Header.tsx's PanelSlot measures it; this
 * `max-height` is the value before that): a column, so that a panel that takes `min-height: 0` (the
 * SearchPanel does) shrinks to fit and scrolls inside its own border. Were the slot to scroll, the
 * panel's bottom edge would sit at the end of that scroll and the list would run into the page
 * behind it.
 */
export const panelSlot = style({
  position: 'absolute',
  insetInline: 0,
  top: '100%',
  zIndex: vars.zIndex.dropdown,
  display: 'flex',
  flexDirection: 'column',
  maxHeight: ['calc(100vh - 10rem)', 'calc(100dvh - 10rem)'],
  overflowY: 'auto',
});
