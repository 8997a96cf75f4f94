import { globalStyle, style } from '@vanilla-extract/css';
import { breakpoints } from '../../tokens/scale';
import { vars } from '../../themes/contract.css';

/**
 * The check and its messages. The ALTCHA widget renders into `widget` in the light DOM with its
 * own stylesheet (`altcha/altcha.css`, loaded with the widget); everything it draws takes its
 * colours, sizes and radii from the custom properties set here, i.e. from the theme contract, so
 * it follows day and night and the visitor's text size. Rules that override the widget's own are
 * scoped under `root`, which makes them more specific than the widget's stylesheet, whatever
 * order the two load in.
 */
export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  maxWidth: '24rem',
  vars: {
    '--altcha-color-base': vars.color.surface,
    '--altcha-color-base-content': vars.color.text,
    '--altcha-border-color': vars.color.border,
    '--altcha-color-neutral': vars.color.borderSubtle,
    '--altcha-color-neutral-content': vars.color.textMuted,
    '--altcha-color-primary': vars.color.accent,
    '--altcha-color-primary-content': vars.color.onAccent,
    '--altcha-color-success': vars.color.success,
    '--altcha-color-success-content': vars.color.onSuccess,
    '--altcha-color-error': vars.color.critical,
    '--altcha-color-error-content': vars.color.onCritical,
    '--altcha-checkbox-border-color': vars.color.border,
    '--altcha-checkbox-border-width': vars.borderWidth.medium,
    '--altcha-checkbox-border-radius': vars.radius.sm,
    '--altcha-checkbox-size': '1.5rem',
    '--altcha-border-width': vars.borderWidth.thin,
    '--altcha-border-radius': vars.radius.md,
    '--altcha-input-background-color': vars.color.surface,
    '--altcha-max-width': '100%',
    '--altcha-padding': vars.space.sm,
    '--altcha-spinner-color': vars.color.text,
    '--altcha-shadow': 'none',
  },
});

/**
 * The check's height while it loads and once loaded: one line of the widget's label, or two on a
 * phone, where a long label ("Ik ben geen robot (verplicht)", the Thai one) wraps in a narrow
 * column (4.125 rem measured at 320 px). The placeholder and the widget both keep it.
 */
const checkHeight = {
  minHeight: '3.5rem',
  '@media': { [breakpoints.mobile]: { minHeight: '4.25rem' } },
} as const;

/** Where the widget element goes; holds its height while it loads, so nothing below moves. */
export const widget = style(checkHeight);

/**
 * The placeholder and the widget in one grid cell, one over the other: the check is as tall as
 * the taller of the two, before the widget comes and after, so nothing below it moves when the
 * widget replaces the placeholder (a placeholder text that wraps on a narrow screen included).
 */
export const stage = style({ display: 'grid' });
globalStyle(`${stage} > *`, { gridArea: '1 / 1' });

/** The placeholder once the widget shows: it keeps its room, unseen and unread. */
export const spent = style({ visibility: 'hidden' });

/** Shown until the widget is on screen and loaded. */
export const placeholder = style({
  ...checkHeight,
  margin: 0,
  display: 'flex',
  alignItems: 'center',
  paddingInline: vars.space.sm,
  borderWidth: vars.borderWidth.thin,
  borderStyle: 'solid',
  borderColor: vars.color.border,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

/** A failure (could not load, could not solve, expired): the message and the way to retry. */
export const problem = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  color: vars.color.critical,
  fontSize: vars.fontSize.sm,
});

export const problemText = style({ margin: 0, flexBasis: '100%' });

// The widget's label: the page's line height (Thai needs room for its marks above and below).
globalStyle(`${root} .altcha label`, {
  lineHeight: vars.lineHeight.body,
  color: vars.color.text,
  cursor: 'pointer',
});

// Focus: the design system's ring instead of the browser's default one.
globalStyle(`${root} .altcha-checkbox input:focus-visible`, {
  outline: `${vars.focus.width} solid ${vars.color.focusRing}`,
  outlineOffset: vars.focus.offset,
});

// The widget's own error bubble (its text is a copy of ours, and it hides on any click on the
// page): the check shows the failure itself, with a button to try again.
globalStyle(`${root} .altcha-popover`, { display: 'none' });

// Forced colours: keep the ticked state and the spinner visible in the visitor's palette.
globalStyle(`${root} .altcha-checkbox input`, {
  '@media': {
    '(forced-colors: active)': { forcedColorAdjust: 'none', borderColor: 'ButtonText' },
  },
});
globalStyle(`${root} .altcha-checkbox input:checked`, {
  '@media': {
    '(forced-colors: active)': { backgroundColor: 'Highlight', borderColor: 'Highlight' },
  },
});
globalStyle(`${root} .altcha-checkbox input:checked + svg`, {
  '@media': { '(forced-colors: active)': { forcedColorAdjust: 'none', color: 'HighlightText' } },
});
globalStyle(`${root} .altcha-spinner`, {
  '@media': {
    '(forced-colors: active)': {
      forcedColorAdjust: 'none',
      borderColor: 'CanvasText',
      borderBottomColor: 'transparent',
      borderRightColor: 'transparent',
    },
  },
});
