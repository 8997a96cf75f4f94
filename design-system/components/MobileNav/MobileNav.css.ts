import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

const slideIn = keyframes({ from: { transform: 'translateX(100%)' }, to: { transform: 'none' } });
const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.drawer,
  backgroundColor: vars.color.overlay,
  selectors: {
    '&[data-entering]': { animation: `${fadeIn} ${vars.motion.base} ${vars.motion.easing}` },
  },
});

export const drawer = style({
  position: 'fixed',
  insetBlock: 0,
  insetInlineEnd: 0,
  width: 'min(24rem, 100%)',
  display: 'flex',
  flexDirection: 'column',
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  boxShadow: vars.shadow.overlay,
  outline: 'none',
  selectors: {
    '&[data-entering]': { animation: `${slideIn} ${vars.motion.slow} ${vars.motion.easing}` },
  },
});

export const dialog = style({
  display: 'flex',
  flexDirection: 'column',
  height: '100%',
  overflowY: 'auto',
  outline: 'none',
});

export const top = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  padding: `${vars.space.sm} ${vars.space.lg}`,
  borderBlockEnd: `${vars.borderWidth.thin} solid ${vars.color.borderSubtle}`,
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.heading,
});

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  padding: vars.space.lg,
});

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const item = style({
  borderBlockEnd: `${vars.borderWidth.thin} solid ${vars.color.borderSubtle}`,
});

export const groupHeading = style({ margin: 0, fontSize: 'inherit' });

export const groupTrigger = style({
  display: 'flex',
  width: '100%',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  minHeight: '3rem',
  paddingInline: vars.space.xs,
  border: 'none',
  background: 'transparent',
  color: vars.color.text,
  fontFamily: 'inherit',
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
  textAlign: 'start',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.surfaceAlt },
    '&[data-focus-visible]': {
      outline: `${vars.focus.width} solid ${vars.color.focusRing}`,
      outlineOffset: `calc(-1 * ${vars.focus.width})`,
    },
  },
});

export const chevron = style({
  transitionProperty: 'transform',
  transitionDuration: vars.motion.fast,
  selectors: { [`${groupTrigger}[aria-expanded="true"] &`]: { transform: 'rotate(180deg)' } },
});

export const panel = style({ paddingBlockEnd: vars.space.sm });

export const columnTitle = style({
  margin: 0,
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.sm,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
});

export const link = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: '2.75rem',
  paddingInline: vars.space.sm,
  color: vars.color.link,
  textDecoration: 'none',
  selectors: {
    '&[data-hovered]': { color: vars.color.linkHover, textDecoration: 'underline' },
    '&[aria-current="page"]': {
      fontWeight: vars.fontWeight.bold,
      boxShadow: `inset 0.1875rem 0 0 ${vars.color.accent}`,
    },
  },
});

export const topLink = style([
  link,
  {
    minHeight: '3rem',
    paddingInline: vars.space.xs,
    fontWeight: vars.fontWeight.bold,
    color: vars.color.text,
  },
]);
