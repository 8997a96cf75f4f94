import { globalStyle, style } from '@vanilla-extract/css';
import { breakpoints } from '../../tokens/scale';
import { vars } from '../../themes/contract.css';

export const root = style({
  position: 'fixed',
  insetInlineEnd: 0,
  top: '50%',
  transform: 'translateY(-50%)',
  zIndex: vars.zIndex.sticky,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-end',
  gap: vars.space.xs,
  padding: vars.space.xs,
  backgroundColor: vars.color.surfaceRaised,
  border: `${vars.borderWidth.thin} solid ${vars.color.borderSubtle}`,
  borderInlineEnd: 'none',
  borderStartStartRadius: vars.radius.md,
  borderEndStartRadius: vars.radius.md,
  boxShadow: vars.shadow.raised,
  '@media': { [breakpoints.mobile]: { display: 'none' } },
});

/** In a story or a page region instead of fixed to the window. */
export const inline = style({
  position: 'relative',
  top: 'auto',
  transform: 'none',
  width: 'max-content',
});

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  selectors: { '&[hidden]': { display: 'none' } },
});

export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '2.75rem',
  height: '2.75rem',
  borderRadius: vars.radius.md,
  color: vars.color.text,
  fontSize: vars.fontSize.lg,
  outline: 'none',
  selectors: {
    '&[data-hovered]': {
      backgroundColor: vars.color.accentSubtle,
      color: vars.color.onAccentSubtle,
    },
    '&[data-focus-visible]': {
      outline: `${vars.focus.width} solid ${vars.color.focusRing}`,
      outlineOffset: `calc(-1 * ${vars.focus.width})`,
    },
  },
});

/**
 * While the fixed bar is on the page, the page keeps a strip at its inline end for it (it is about
 * 3.3rem wide open, less collapsed), so enlarged text or the wider container never runs under it
 * (WCAG 1.4.4: docs/accessibility.md).
 *
 * `room` is for the element that holds the whole page (header to footer), on a page that will
 * have the fixed bar: the strip is then there from the first paint. Without it, the body keeps the
 * strip once the bar is in the document; but a page is painted while it is read, and the bar,
 * late in the document, arrived after the header and the content had been painted, which then
 * moved sideways by half the strip (a layout shift of 0.02 on a wide screen).
 */
const strip = { '@media': { [breakpoints.desktop]: { paddingInlineEnd: '4rem' } } };

export const room = style(strip);

globalStyle(`body:has(${root}:not(${inline})):not(:has(${room}))`, strip);
