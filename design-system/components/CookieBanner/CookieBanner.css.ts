import { globalStyle, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../themes/contract.css';
import { FORCED_COLORS, forcedSelected } from '../../themes/forcedColors';
import { breakpoints, noScript } from '../../tokens';

/** A control that does nothing without a script: not shown then (the two choices post). */
const scriptOnly = { '@media': { [noScript]: { display: 'none' } } } as const;

export const banner = recipe({
  base: {
    backgroundColor: vars.color.surfaceRaised,
    color: vars.color.text,
    borderTop: `${vars.borderWidth.medium} solid ${vars.color.accent}`,
    boxShadow: vars.shadow.overlay,
    paddingBlock: vars.space.lg,
    paddingInline: vars.space.md,
    // Long Thai words and URLs wrap instead of scrolling sideways at 320 px.
    overflowWrap: 'anywhere',
  },
  variants: {
    placement: {
      fixed: {
        position: 'fixed',
        insetInline: 0,
        bottom: 0,
        zIndex: vars.zIndex.overlay,
        // Never taller than half the screen: at 200 % zoom the page stays usable. On a phone, a
        // third: with the header above, a tall text area still fits between them when focused
        // (WCAG 2.4.11); the banner's own text scrolls.
        maxHeight: '50vh',
        overflowY: 'auto',
        // Not shown until the browser has read all of it. A long page is parsed, and painted, in
        // pieces: a banner painted half-read (its title, then its text and buttons a moment
        // later) grew upwards from the bottom of the screen, moving everything it had shown (a
        // layout shift of 0.08 on a slow phone). The status region the component always renders
        // right after the banner is the sign that the banner is complete.
        selectors: { '&:not(:has(+ *))': { display: 'none' } },
        '@media': {
          [breakpoints.mobile]: { maxHeight: '33vh' },
          // Without a script nothing reserves room for it at the end of the page (the site's
          // bottom inset is measured by script): it sits in the page flow, covering nothing.
          [noScript]: { position: 'static', maxHeight: 'none', overflowY: 'visible' },
        },
      },
      inline: { position: 'relative' },
    },
  },
  defaultVariants: { placement: 'fixed' },
});

export const inner = style({
  maxWidth: vars.container.max,
  marginInline: 'auto',
  display: 'grid',
  gap: vars.space.md,
  '@media': {
    [breakpoints.desktop]: {
      gridTemplateColumns: 'minmax(0, 1fr) auto',
      gridTemplateAreas: '"top top" "body actions"',
      alignItems: 'end',
    },
  },
});

export const top = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
  '@media': { [breakpoints.desktop]: { gridArea: 'top' } },
});

export const title = style({
  margin: 0,
  flex: '1 1 12rem',
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.heading,
  color: vars.color.heading,
  selectors: { '&:lang(th)': { lineHeight: vars.lineHeight.thai } },
});

export const languages = style([
  scriptOnly,
  {
    display: 'inline-flex',
    border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
    borderRadius: vars.radius.full,
    padding: vars.space.xxs,
    gap: vars.space.xxs,
  },
]);

export const language = style({
  minHeight: '2rem',
  minWidth: '3rem',
  paddingInline: vars.space.sm,
  border: 'none',
  borderRadius: vars.radius.full,
  background: 'transparent',
  color: vars.color.text,
  fontFamily: 'inherit',
  fontSize: vars.fontSize.sm,
  cursor: 'pointer',
  outline: 'none',
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  selectors: {
    '&:hover': { backgroundColor: vars.color.surfaceAlt },
    '&:has(input:checked)': {
      backgroundColor: vars.color.accent,
      color: vars.color.onAccent,
      fontWeight: vars.fontWeight.bold,
    },
    '&:has(input:focus-visible)': {
      outline: `${vars.focus.width} solid ${vars.color.focusRing}`,
      outlineOffset: vars.focus.offset,
    },
  },
  '@media': { [FORCED_COLORS]: { selectors: { '&:has(input:checked)': forcedSelected } } },
});

/** The radio itself covers its label, invisible: the label shows the state. */
export const languageInput = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  margin: 0,
  opacity: 0,
  cursor: 'pointer',
});

export const close = style([{ flex: 'none' }, scriptOnly]);

export const body = style({
  margin: 0,
  maxWidth: vars.container.text,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.body,
  selectors: { '&:lang(th)': { lineHeight: vars.lineHeight.thai } },
  '@media': { [breakpoints.desktop]: { gridArea: 'body' } },
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  '@media': { [breakpoints.desktop]: { gridArea: 'actions', justifyContent: 'flex-end' } },
});

// "Cookie settings", the form's one plain button: its dialog needs a script.
globalStyle(`${actions} > [type="button"]`, scriptOnly);
