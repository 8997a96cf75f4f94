import { createGlobalVar, globalLayer, globalStyle } from '@vanilla-extract/css';
import { BOTTOM_INSET_PROPERTY } from './insets';
import { fontFamily } from '../tokens/scale';
import { vars } from './contract.css';
import './day.css';
import './night.css';
import { FONT_SCALE } from './fontScale';
import { PRESSABLE_ATTRIBUTE } from './pressable';
import { REDUCED_MOTION_QUERY, REDUCED_MOTION_ROOT } from './motion';

/* Colour scheme follows the active theme so form controls and scrollbars match. */
globalStyle(':root, [data-theme="day"]', { colorScheme: 'light' });
globalStyle('[data-theme="night"]', { colorScheme: 'dark' });
globalStyle(':root:not([data-theme])', {
  '@media': { '(prefers-color-scheme: dark)': { colorScheme: 'dark' } },
});

/*
 * Font scaling: the root size is a percentage of the browser's default, so a visitor's own
 * browser setting and zoom keep working (14/16/18 px at a 16 px default). Every other size is rem.
 */
for (const size of FONT_SCALE.steps) {
  globalStyle(`html[data-font-size="${size}"]`, {
    fontSize: `${(size / FONT_SCALE.default) * 100}%`,
  });
}

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });

globalStyle('html', {
  WebkitTextSizeAdjust: '100%',
  textSizeAdjust: '100%',
  scrollPaddingTop: '6rem',
  // Focused elements scroll clear of what the page fixes at the bottom (themes/insets.ts).
  scrollPaddingBottom: `var(${BOTTOM_INSET_PROPERTY}, 0rem)`,
});

// Not inherited (themes/insets.ts): writing it restyles <html> and <body> only, which take it
// explicitly, not every element of the page. No initial value, so that the fallbacks apply.
createGlobalVar(BOTTOM_INSET_PROPERTY.slice(2), { syntax: '*', inherits: false });

globalStyle('body', {
  vars: { [BOTTOM_INSET_PROPERTY]: 'inherit' },
  margin: 0,
  // The end of the page scrolls out from under what the page fixes at the bottom.
  paddingBottom: `var(${BOTTOM_INSET_PROPERTY}, 0rem)`,
  minHeight: '100vh',
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.body,
  textRendering: 'optimizeLegibility',
  WebkitFontSmoothing: 'antialiased',
});

/* Thai stacks vowels and tone marks above and below the line: give it more room. */
globalStyle(':lang(th)', { lineHeight: vars.lineHeight.thai });
globalStyle(':lang(zh)', { fontFamily: fontFamily.zh });
globalStyle(':lang(ja)', { fontFamily: fontFamily.ja });

/*
 * Kinsoku-safe line breaking: no line starts with a closing bracket, small kana or prolonged sound
 * mark (`line-break: strict`). Japanese breaks between phrases, not inside a word, where the
 * browser can find phrases (`word-break: auto-phrase`; elsewhere the rule is ignored).
 */
globalStyle(':lang(zh), :lang(ja)', { lineBreak: 'strict' });
globalStyle(':lang(ja)', {
  '@supports': {
    // A phrase longer than the line (an address in katakana: one phrase to the browser) must
    // still break, or a flex row's min-content holds it and the page scrolls sideways at 320 px.
    '(word-break: auto-phrase)': { wordBreak: 'auto-phrase', overflowWrap: 'anywhere' },
  },
});

/*
 * Dutch compounds ("Tevredenheidsonderzoek") are longer than a 320 px line at heading sizes: the
 * browser hyphenates them at a syllable where it has a Dutch dictionary (Chrome on Android,
 * Windows and macOS, Safari, Firefox) instead of breaking them at the last letter that fits.
 */
globalStyle(':lang(nl) :is(h1, h2, h3)', { hyphens: 'auto' });

globalStyle('h1, h2, h3, h4, h5, h6', {
  color: vars.color.heading,
  lineHeight: vars.lineHeight.heading,
  marginTop: 0,
});
globalStyle(':lang(th) h1, :lang(th) h2, :lang(th) h3, :lang(th) h4', {
  lineHeight: vars.lineHeight.body,
});

globalStyle('img, svg, video', { maxWidth: '100%' });
globalStyle('img', { height: 'auto' });

globalStyle('::selection', { backgroundColor: vars.color.selection, color: vars.color.text });

globalStyle(':focus-visible', {
  outline: `${vars.focus.width} solid ${vars.color.focusRing}`,
  outlineOffset: vars.focus.offset,
});

globalStyle('a', { color: vars.color.link });
globalStyle('a:hover', { color: vars.color.linkHover });

/* Motion only for those who have not asked for less (their system setting, or the page's own:
 * ./motion.ts). */
const calm = {
  animationDuration: '0.01ms !important',
  animationIterationCount: '1 !important',
  transitionDuration: '0.01ms !important',
  scrollBehavior: 'auto',
} as const;
globalStyle('*, *::before, *::after', { '@media': { [REDUCED_MOTION_QUERY]: calm } });
globalStyle(
  `${REDUCED_MOTION_ROOT}, ${REDUCED_MOTION_ROOT} *, ${REDUCED_MOTION_ROOT} *::before, ${REDUCED_MOTION_ROOT} *::after`,
  calm,
);

/*
 * Windows high contrast / forced colours: map the contract to system colours so every surface,
 * text, boundary and focus ring stays visible whatever palette the visitor forces.
 */
globalStyle(':root', {
  '@media': {
    '(forced-colors: active)': {
      vars: {
        [vars.color.surface]: 'Canvas',
        [vars.color.surfaceAlt]: 'Canvas',
        [vars.color.surfaceRaised]: 'Canvas',
        [vars.color.header]: 'Canvas',
        [vars.color.footer]: 'Canvas',
        [vars.color.footerText]: 'CanvasText',
        [vars.color.footerTextMuted]: 'CanvasText',
        [vars.color.text]: 'CanvasText',
        [vars.color.textMuted]: 'CanvasText',
        [vars.color.heading]: 'CanvasText',
        [vars.color.accent]: 'ButtonText',
        [vars.color.accentHover]: 'Highlight',
        [vars.color.onAccent]: 'ButtonFace',
        [vars.color.accentSubtle]: 'Canvas',
        [vars.color.onAccentSubtle]: 'CanvasText',
        [vars.color.link]: 'LinkText',
        [vars.color.linkHover]: 'LinkText',
        [vars.color.critical]: 'CanvasText',
        [vars.color.onCritical]: 'Canvas',
        [vars.color.criticalSubtle]: 'Canvas',
        [vars.color.onCriticalSubtle]: 'CanvasText',
        [vars.color.success]: 'CanvasText',
        [vars.color.onSuccess]: 'Canvas',
        [vars.color.warning]: 'CanvasText',
        [vars.color.info]: 'CanvasText',
        [vars.color.border]: 'ButtonBorder',
        [vars.color.borderSubtle]: 'GrayText',
        [vars.color.focusRing]: 'Highlight',
        [vars.color.overlay]: 'transparent',
        [vars.color.progress]: 'Highlight',
        [vars.color.skeleton]: 'GrayText',
        [vars.color.selection]: 'Highlight',
      },
    },
  },
});

/*
 * The rule react-aria's usePress would otherwise add as an inline style after the page has painted
 * (pressable.ts says why it must not): in a layer, as react-aria has it, so that any other rule wins.
 */
const reactAria = globalLayer('react-aria');
globalStyle(`[${PRESSABLE_ATTRIBUTE}]`, {
  '@layer': { [reactAria]: { touchAction: 'pan-x pan-y pinch-zoom' } },
});
