/**
 * react-aria's press handling (`usePress`, behind every react-aria button, link and pressable
 * row) needs one rule: `[data-react-aria-pressable] { touch-action: pan-x pan-y pinch-zoom }`, so
 * that a tap is not cancelled as the start of a scroll. On its first use it writes that rule into
 * a `<style>` element it puts first in `<head>`, unless an element with this id is already in the
 * document.
 *
 * The site cannot let it:
 * - the production Content-Security-Policy (`style-src 'self'`) refuses an inline style, so the
 *   rule never applied;
 * - a style sheet put first in the document, after the page has painted, makes Chromium rebuild
 *   the page's `@font-face` rules, which restarts the Thai font's `font-display: optional` clock:
 *   a font that arrived too late for the first paint (and so was rightly not used) swaps in ~3 s
 *   after it, when the app has started, and the whole page moves (Lighthouse measured a layout
 *   shift of 0.10 to 0.12 on Thai pages on a slow phone).
 *
 * So the rule is in the site's own style sheet (global.css.ts, in a layer of its own, as react-aria
 * puts it, so that any other rule wins), and the `<link>` of that style sheet carries this id
 * (vite.config.ts): react-aria finds it and adds nothing.
 */
export const PRESSABLE_STYLE_ID = 'react-aria-pressable-style';

/** The attribute react-aria sets on every element it handles presses on. */
export const PRESSABLE_ATTRIBUTE = 'data-react-aria-pressable';
