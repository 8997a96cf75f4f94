import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

/**
 * The segmented date input. The box is `fieldStyles.control`; this only lays the segments out
 * and rings the whole box while any segment has focus (by mouse too, as a text input does).
 */
export const group = style({
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  cursor: 'text',
  selectors: {
    '&[data-focus-within]': {
      outline: `${vars.focus.width} solid ${vars.color.focusRing}`,
      outlineOffset: vars.focus.offset,
    },
  },
});

/**
 * One part of the date (day, month, year) or the separator between two. The focused part is
 * filled with the accent colour, so the place being typed in shows without a caret; under forced
 * colours it takes the system's own highlight pair, which the visitor's palette keeps readable.
 */
export const segment = style({
  paddingInline: '0.125rem',
  borderRadius: vars.radius.sm,
  fontVariantNumeric: 'tabular-nums',
  textAlign: 'end',
  caretColor: 'transparent',
  outline: 'none',
  selectors: {
    '&[data-type="literal"]': { paddingInline: 0 },
    '&[data-placeholder]': { color: vars.color.textMuted },
    '&[data-focused], &[data-focus-visible]': {
      backgroundColor: vars.color.accent,
      color: vars.color.onAccent,
    },
  },
  '@media': {
    '(forced-colors: active)': {
      selectors: {
        '&[data-focused], &[data-focus-visible]': {
          forcedColorAdjust: 'none',
          backgroundColor: 'Highlight',
          color: 'HighlightText',
        },
      },
    },
  },
});
