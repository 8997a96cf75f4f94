import { style } from '@vanilla-extract/css';

/**
 * Classes standing in for the few fixed inline styles react-aria renders (server rendering).
 *
 * react-aria hides native inputs, selects and live regions with a `style` attribute
 * (`useVisuallyHidden`), hides the file input with `display:none` and styles the date field's
 * parts. In the browser React sets those through the CSSOM, which the Content-Security-Policy
 * allows; in server-rendered HTML they would be `style="..."` attributes, which it blocks
 * (deploy/README.md: no `style-src-attr` relaxation). The server renderer swaps each such attribute
 * for the class with the same rules (site/server/render.tsx); hydration keeps the class, and React
 * never needs to set the attribute again while the values stay the same.
 *
 * Keys are the attribute values exactly as React serialises them. An inline style not listed here
 * makes the server render fail, and the page is rendered in the browser instead.
 */
const visuallyHidden = {
  border: 0,
  clip: 'rect(0 0 0 0)',
  clipPath: 'inset(50%)',
  height: '0.0625rem',
  margin: '-0.0625rem',
  overflow: 'hidden',
  padding: 0,
  width: '0.0625rem',
  whiteSpace: 'nowrap',
} as const;

const HIDDEN =
  'border:0;clip:rect(0 0 0 0);clip-path:inset(50%);height:1px;margin:-1px;overflow:hidden;padding:0';

export const inlineStyleClasses: Readonly<Record<string, string>> = {
  [`${HIDDEN};position:absolute;width:1px;white-space:nowrap`]: style({
    ...visuallyHidden,
    position: 'absolute',
  }),
  [`${HIDDEN};position:fixed;width:1px;white-space:nowrap;top:0;left:0`]: style({
    ...visuallyHidden,
    position: 'fixed',
    top: 0,
    left: 0,
  }),
  'display:none': style({ display: 'none' }),
  // The segmented date field: its group isolates the parts' text direction, and each part that
  // can be typed in hides the caret (the focused part is highlighted instead).
  'unicode-bidi:isolate': style({ unicodeBidi: 'isolate' }),
  'caret-color:transparent': style({ caretColor: 'transparent' }),
};
