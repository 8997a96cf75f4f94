import { style } from '@vanilla-extract/css';
import { breakpoints } from '../../tokens/scale';
import { vars } from '../../themes/contract.css';
import { visuallyHiddenRule } from '../../themes/visuallyHidden';

export const root = style({ position: 'relative', display: 'inline-flex' });

export const trigger = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: '2.75rem',
  minWidth: '2.75rem',
  justifyContent: 'center',
  paddingInline: vars.space.sm,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.text,
  fontFamily: 'inherit',
  fontSize: vars.fontSize.md,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.surfaceAlt },
    '&[aria-expanded="true"]': {
      backgroundColor: vars.color.accentSubtle,
      color: vars.color.onAccentSubtle,
    },
    '&[data-focus-visible]': {
      outline: `${vars.focus.width} solid ${vars.color.focusRing}`,
      outlineOffset: vars.focus.offset,
    },
  },
});

/** On small screens only the globe shows; the name stays for screen readers. */
export const compactText = style({
  '@media': {
    [breakpoints.mobile]: visuallyHiddenRule,
  },
});

/** The list under the button (CSS positioned: no overlay code). */
export const popover = style({
  position: 'absolute',
  insetInlineEnd: 0,
  top: `calc(100% + ${vars.space.xs})`,
  zIndex: vars.zIndex.dropdown,
  minWidth: '12rem',
  padding: vars.space.xs,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  border: `${vars.borderWidth.thin} solid ${vars.color.borderSubtle}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.overlay,
  outline: 'none',
});

export const list = style({ margin: 0, padding: 0, listStyle: 'none' });

export const option = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  minHeight: '2.75rem',
  paddingInline: vars.space.md,
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.surfaceAlt, color: vars.color.text },
    '&[aria-current]': {
      fontWeight: vars.fontWeight.bold,
      color: vars.color.onAccentSubtle,
      backgroundColor: vars.color.accentSubtle,
    },
  },
});

export const notice = style({
  position: 'absolute',
  insetInlineEnd: 0,
  top: `calc(100% + ${vars.space.xs})`,
  zIndex: vars.zIndex.dropdown,
  width: 'max-content',
  maxWidth: 'min(22rem, calc(100vw - 2rem))',
  selectors: { '&:empty': { display: 'none' } },
});

export const noticeBox = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.md}`,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  borderInlineStart: `${vars.borderWidth.thick} solid ${vars.color.info}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.raised,
});

export const noticeText = style({ margin: 0, flex: 1, fontSize: vars.fontSize.sm });
