import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

export const nav = style({ position: 'relative' });

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'stretch',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const entry = style({ display: 'flex' });

const topLevel = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: '2.75rem',
  paddingInline: vars.space.md,
  border: 'none',
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.text,
  fontFamily: 'inherit',
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  outline: 'none',
} as const;

const topLevelStates = {
  '&[data-hovered]': { backgroundColor: vars.color.surfaceAlt, color: vars.color.text },
  '&[data-focus-visible]': {
    outline: `${vars.focus.width} solid ${vars.color.focusRing}`,
    outlineOffset: vars.focus.offset,
  },
} as const;

export const trigger = style({
  ...topLevel,
  selectors: {
    ...topLevelStates,
    '&[aria-expanded="true"]': {
      backgroundColor: vars.color.accentSubtle,
      color: vars.color.onAccentSubtle,
    },
    '&[data-current]': { boxShadow: `inset 0 -0.1875rem 0 ${vars.color.accent}` },
  },
});

export const chevron = style({
  transitionProperty: 'transform',
  transitionDuration: vars.motion.fast,
  selectors: { [`${trigger}[aria-expanded="true"] &`]: { transform: 'rotate(180deg)' } },
});

export const topLink = style({
  ...topLevel,
  selectors: {
    ...topLevelStates,
    '&[aria-current="page"]': { boxShadow: `inset 0 -0.1875rem 0 ${vars.color.accent}` },
  },
});

export const panel = style({
  position: 'absolute',
  insetInlineStart: 0,
  top: `calc(100% + ${vars.space.xs})`,
  zIndex: vars.zIndex.dropdown,
  width: 'min(60rem, calc(100vw - 2rem))',
  maxHeight: 'calc(100vh - 10rem)',
  overflowY: 'auto',
  padding: vars.space.xl,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  border: `${vars.borderWidth.thin} solid ${vars.color.borderSubtle}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.overlay,
  selectors: { '&[hidden]': { display: 'none' } },
});

export const panelGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(15rem, 1fr))',
  gap: `${vars.space.lg} ${vars.space.xl}`,
});

export const column = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const columnTitle = style({
  margin: 0,
  paddingBlockEnd: vars.space.xs,
  borderBlockEnd: `${vars.borderWidth.thin} solid ${vars.color.borderSubtle}`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
});

export const links = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const panelLink = style({
  display: 'block',
  minHeight: '2.75rem',
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.sm,
  color: vars.color.link,
  textDecoration: 'none',
  selectors: {
    '&[data-hovered]': {
      color: vars.color.linkHover,
      textDecoration: 'underline',
      backgroundColor: 'transparent',
    },
    '&[aria-current="page"]': {
      fontWeight: vars.fontWeight.bold,
      boxShadow: `inset 0.1875rem 0 0 ${vars.color.accent}`,
    },
  },
});

export const linkLabel = style({ display: 'inline' });

export const description = style({
  display: 'block',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.regular,
});
