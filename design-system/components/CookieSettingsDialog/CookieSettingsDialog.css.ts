import { globalStyle, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../themes/contract.css';
import { FORCED_COLORS, forcedDialog } from '../../themes/forcedColors';
import { still } from '../../themes/motion';

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.modal,
  backgroundColor: vars.color.overlay,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space.md,
});

export const modal = style({
  width: '100%',
  maxWidth: '40rem',
  maxHeight: '100%',
  display: 'flex',
});

export const dialog = style({
  width: '100%',
  maxHeight: 'calc(100vh - 2rem)',
  display: 'flex',
  outline: 'none',
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.overlay,
  '@media': { [FORCED_COLORS]: forcedDialog },
  overflow: 'hidden',
});

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  width: '100%',
  minHeight: 0,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  overflowWrap: 'anywhere',
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  paddingBlock: vars.space.md,
  paddingInline: vars.space.lg,
  borderBottom: `${vars.borderWidth.thin} solid ${vars.color.borderSubtle}`,
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  lineHeight: vars.lineHeight.heading,
  color: vars.color.text,
});

export const body = style({
  overflowY: 'auto',
  minHeight: 0,
  flex: '1 1 auto',
  paddingBlock: vars.space.md,
  paddingInline: vars.space.lg,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
});

export const intro = style({ margin: 0, lineHeight: vars.lineHeight.body });

export const master = style({
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
});

export const group = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const groupTitle = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.heading,
});

export const groupDescription = style({
  margin: 0,
  color: vars.color.textMuted,
  lineHeight: vars.lineHeight.body,
});

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

export const cookie = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  paddingBlock: vars.space.sm,
  borderTop: `${vars.borderWidth.thin} solid ${vars.color.borderSubtle}`,
});

export const cookieName = style({ fontFamily: vars.font.mono, fontWeight: vars.fontWeight.bold });

export const alwaysOn = style({
  marginInlineStart: vars.space.sm,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const details = style({
  display: 'grid',
  gridTemplateColumns: 'max-content minmax(0, 1fr)',
  columnGap: vars.space.md,
  rowGap: vars.space.xxs,
  margin: 0,
  paddingInlineStart: '3.25rem',
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.body,
});
globalStyle(`${details} dt`, { color: vars.color.textMuted });
globalStyle(`${details} dd`, { margin: 0 });
globalStyle(`${details} code`, { fontFamily: vars.font.mono });

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
  paddingBlock: vars.space.md,
  paddingInline: vars.space.lg,
  borderTop: `${vars.borderWidth.thin} solid ${vars.color.borderSubtle}`,
});

export const track = style({
  flex: 'none',
  position: 'relative',
  width: '2.5rem',
  height: '1.5rem',
  borderRadius: vars.radius.full,
  border: `${vars.borderWidth.medium} solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  transitionProperty: 'background-color, border-color',
  transitionDuration: vars.motion.fast,
});

export const thumb = style({
  position: 'absolute',
  top: '0.1875rem',
  insetInlineStart: '0.1875rem',
  width: '0.875rem',
  height: '0.875rem',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.border,
  transitionProperty: 'transform, background-color',
  transitionDuration: vars.motion.fast,
  ...still({ transition: 'none' }),
});

export const switchLabel = style({ lineHeight: vars.lineHeight.body });

export const switchRoot = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.sm,
    minHeight: '2.75rem',
    cursor: 'pointer',
    color: vars.color.text,
    outline: 'none',
    selectors: {
      '&[data-readonly]': { cursor: 'default' },
    },
  },
  variants: {
    emphasis: { true: { fontWeight: vars.fontWeight.bold }, false: {} },
  },
});

globalStyle(`${switchRoot.classNames.base}[data-selected] ${track}`, {
  backgroundColor: vars.color.accent,
  borderColor: vars.color.accent,
});
globalStyle(`${switchRoot.classNames.base}[data-selected] ${track}`, {
  '@media': {
    [FORCED_COLORS]: {
      forcedColorAdjust: 'none',
      backgroundColor: 'Highlight',
      borderColor: 'Highlight',
    },
  },
});
globalStyle(`${switchRoot.classNames.base}[data-selected] ${thumb}`, {
  '@media': { [FORCED_COLORS]: { forcedColorAdjust: 'none', backgroundColor: 'HighlightText' } },
});
globalStyle(`${switchRoot.classNames.base}[data-selected] ${thumb}`, {
  backgroundColor: vars.color.onAccent,
  transform: 'translateX(1rem)',
});
globalStyle(`[dir="rtl"] ${switchRoot.classNames.base}[data-selected] ${thumb}`, {
  transform: 'translateX(-1rem)',
});
globalStyle(`${switchRoot.classNames.base}[data-focus-visible] ${track}`, {
  outline: `${vars.focus.width} solid ${vars.color.focusRing}`,
  outlineOffset: vars.focus.offset,
});
globalStyle(`${switchRoot.classNames.base}[data-readonly] ${track}`, { opacity: 0.75 });
