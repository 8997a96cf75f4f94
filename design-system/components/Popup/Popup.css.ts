import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../themes/contract.css';
import { FORCED_COLORS, forcedDialog } from '../../themes/forcedColors';
import { still } from '../../themes/motion';

const fadeIn = keyframes({
  from: { opacity: 0, transform: 'translateY(-0.5rem)' },
  to: { opacity: 1, transform: 'none' },
});

const focusRing = {
  outline: `${vars.focus.width} solid ${vars.color.focusRing}`,
  outlineOffset: vars.focus.offset,
};

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

export const modal = style({ width: '100%', maxWidth: '26rem', maxHeight: '100%' });

export const dialog = style({
  maxHeight: 'calc(100vh - 2rem)',
  overflowY: 'auto',
  outline: 'none',
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.overlay,
  padding: vars.space.xl,
  overflowWrap: 'anywhere',
  animation: `${fadeIn} ${vars.motion.base} ${vars.motion.easing}`,
  ...still(
    { animation: 'none' },
    {
      '@media': { [FORCED_COLORS]: forcedDialog },
      selectors: { '&[data-focus-visible]': focusRing },
    },
  ),
});

export const content = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  textAlign: 'center',
  gap: vars.space.md,
});

export const markSlot = style({ display: 'flex', justifyContent: 'center' });

export const mark = recipe({
  base: { display: 'inline-flex', fontSize: '1.5rem' },
  variants: {
    tone: {
      success: { color: vars.color.success },
      fail: { color: vars.color.critical },
      warning: { color: vars.color.warning },
      info: { color: vars.color.info },
      addToCart: { color: vars.color.success },
    },
  },
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  lineHeight: vars.lineHeight.heading,
  color: vars.color.text,
});

export const message = style({ margin: 0, lineHeight: vars.lineHeight.body });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space.sm,
  marginTop: vars.space.sm,
});

/** Auto-closing pop-ups sit at the top centre, above everything but the progress bar. */
export const region = style({
  position: 'fixed',
  top: vars.space.lg,
  insetInline: 0,
  marginInline: 'auto',
  width: 'fit-content',
  maxWidth: 'calc(100% - 2rem)',
  zIndex: vars.zIndex.toast,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.sm,
  outline: 'none',
  selectors: { '&[data-focus-visible]': focusRing },
});

export const toast = recipe({
  base: {
    position: 'relative',
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space.sm,
    backgroundColor: vars.color.surfaceRaised,
    color: vars.color.text,
    border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
    borderRadius: vars.radius.lg,
    boxShadow: vars.shadow.overlay,
    outline: 'none',
    overflowWrap: 'anywhere',
    animation: `${fadeIn} ${vars.motion.base} ${vars.motion.easing}`,
    ...still({ animation: 'none' }, { selectors: { '&[data-focus-visible]': focusRing } }),
  },
  variants: {
    size: {
      toast: { paddingBlock: vars.space.sm, paddingInline: vars.space.md, minWidth: '14rem' },
      dialog: { padding: vars.space.lg, width: '24rem', maxWidth: '100%' },
    },
  },
});

export const toastContent = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  flex: '1 1 auto',
  minWidth: 0,
});

export const texts = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs });

export const toastTitle = style({
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.heading,
});

export const toastClose = style({ flex: 'none', marginBlock: `calc(-1 * ${vars.space.xs})` });
