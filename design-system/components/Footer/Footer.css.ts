import { globalStyle, style } from '@vanilla-extract/css';
import { breakpoints, noScript } from '../../tokens/scale';
import { vars } from '../../themes/contract.css';
import { FORCED_COLORS } from '../../themes/forcedColors';

export const root = style({
  backgroundColor: vars.color.footer,
  color: vars.color.footerText,
  paddingBlock: vars.space.xxl,
});

/* Footer links and buttons: the footer's own colours and a ring that shows on its dark band. */
const focusRing = {
  outline: `${vars.focus.width} solid ${vars.color.footerText}`,
  outlineOffset: vars.focus.offset,
};

/**
 * Forced colours: the footer's own colours become CanvasText, which would leave its links looking
 * like its text; they take the system's LinkText, as links elsewhere on the page, and the focus ring
 * the system's Highlight, as every other control's.
 */
const forcedLink = (focus: '&[data-focus-visible]' | '&:focus-visible') => ({
  [FORCED_COLORS]: {
    color: 'LinkText',
    selectors: { '&[data-hovered]': { color: 'LinkText' }, [focus]: { outlineColor: 'Highlight' } },
  },
});

export const container = style({
  maxWidth: vars.container.max,
  marginInline: 'auto',
  paddingInline: vars.space.lg,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
});

export const top = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(14rem, 1fr))',
  gap: vars.space.xl,
});

export const heading = style({
  margin: 0,
  marginBlockEnd: vars.space.sm,
  color: vars.color.footerText,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
});

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const inlineList = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xs} ${vars.space.lg}`,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '1.75rem',
  color: vars.color.footerText,
  textDecoration: 'underline',
  textDecorationThickness: '0.0625rem',
  textUnderlineOffset: '0.2em',
  borderRadius: vars.radius.sm,
  outline: 'none',
  selectors: {
    '&[data-hovered]': { color: vars.color.footerText, textDecorationThickness: '0.1875rem' },
    '&[data-focus-visible]': focusRing,
  },
  '@media': forcedLink('&[data-focus-visible]'),
});

export const contact = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  fontStyle: 'normal',
});

export const contactRow = style({
  display: 'flex',
  gap: vars.space.sm,
  alignItems: 'flex-start',
  margin: 0,
});

export const contactLabel = style({ fontWeight: vars.fontWeight.bold });

export const muted = style({ color: vars.color.footerTextMuted });

export const bottom = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  paddingBlockStart: vars.space.lg,
  borderBlockStart: `${vars.borderWidth.thin} solid ${vars.color.footerTextMuted}`,
  fontSize: vars.fontSize.sm,
});

export const copyright = style({ margin: 0, color: vars.color.footerTextMuted });

/** A footer control drawn as a link (the cookie settings button, the cookie choice buttons). */
const linkLikeButton = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: '1.75rem',
  padding: 0,
  border: 'none',
  background: 'transparent',
  color: vars.color.footerText,
  fontFamily: 'inherit',
  fontSize: 'inherit',
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
  cursor: 'pointer',
  borderRadius: vars.radius.sm,
  outline: 'none',
} as const;

export const cookieButton = style({
  ...linkLikeButton,
  // Its dialog needs a script (without one, `cookieChoice` takes its place).
  '@media': { [noScript]: { display: 'none' }, ...forcedLink('&[data-focus-visible]') },
  selectors: { '&[data-focus-visible]': focusRing },
});

/**
 * Without a script only: the cookie choice as a form of two buttons that post it (the settings
 * dialog needs a script), so a visitor can change the choice after the banner has gone.
 */
export const cookieChoice = style({
  display: 'none',
  '@media': { [noScript]: { display: 'block' } },
});

/** "Cookies:" and its two buttons on one line where they fit. */
export const cookieChoiceGroup = style({
  display: 'inline-flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  columnGap: vars.space.md,
});

/** A plain button (no react-aria: there is no script), so its ring follows :focus-visible. */
export const cookieChoiceButton = style({
  ...linkLikeButton,
  selectors: { '&:focus-visible': focusRing },
  '@media': forcedLink('&:focus-visible'),
});

export const socialList = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const socialLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '2.75rem',
  height: '2.75rem',
  borderRadius: vars.radius.full,
  border: `${vars.borderWidth.thin} solid ${vars.color.footerTextMuted}`,
  color: vars.color.footerText,
  fontSize: vars.fontSize.lg,
  outline: 'none',
  selectors: {
    '&[data-hovered]': { borderColor: vars.color.footerText },
    '&[data-focus-visible]': focusRing,
  },
  '@media': forcedLink('&[data-focus-visible]'),
});

export const newsletter = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

globalStyle(`${root} a:not([class])`, {
  color: vars.color.footerText,
  '@media': { [FORCED_COLORS]: { color: 'LinkText' } },
});

export const stackOnMobile = style({
  '@media': { [breakpoints.mobile]: { flexDirection: 'column', alignItems: 'flex-start' } },
});
