import { style } from '@vanilla-extract/css';
import { breakpoints, vars, visuallyHiddenRule } from '../../design-system/css';
import { BANNER_HIDDEN_ATTRIBUTE } from '../consent/bannerFlag';

export const container = style({
  maxWidth: vars.container.max,
  marginInline: 'auto',
  paddingInline: vars.space.lg,
});

export const brand = style({
  color: vars.color.heading,
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.lg,
  textDecoration: 'none',
  minHeight: '1.5rem',
});

/**
 * Below this width the header shows the department's short name (a locale whose full name is a
 * few long words, e.g. English and Dutch): the full one would break inside a word in the narrow
 * column beside the buttons. 36rem in a media query is 576 px whatever the site's text size.
 */
const narrow = '(max-width: 35.99rem)';

/** The full name: on screen where it fits; for screen readers (the link's name) everywhere. */
export const brandFull = style({ '@media': { [narrow]: visuallyHiddenRule } });

/** The short name: on screen only where the full one does not fit (hidden from screen readers). */
export const brandShort = style({ display: 'none', '@media': { [narrow]: { display: 'inline' } } });

export const main = style({
  display: 'block',
  minHeight: '60vh',
  paddingBlock: vars.space.xxl,
  outline: 'none',
  scrollMarginTop: '6rem',
});

/** Holds the page's place while its chunk loads (the footer does not jump up and down). */
export const pageFallback = style({ minHeight: '60vh' });

/**
 * The room the newsletter form takes, kept from the first paint: the form is a lazy chunk that
 * arrives as the footer nears the screen, often while the visitor looks at it. 17.25 rem is the
 * form's height in Thai, the tallest of the five locales (measured at 320 to 1,350 px: Thai
 * 17.2 rem, the others 16.5; 0.75 rem more on a phone), so the form fills it and nothing below
 * it moves. In rem, so it follows the text size. (It was a 12 rem fallback, which the form then
 * pushed 5 rem down: a layout shift of 0.05 at the end of every page on a phone.)
 */
export const newsletterRoom = style({
  minHeight: '17.25rem',
  // On a phone the human check keeps room for two lines of its label (HumanVerification.css.ts).
  '@media': { [breakpoints.mobile]: { minHeight: '18rem' } },
});

export const newsletterCard = style({
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
});

/**
 * The cookie banner's slot (site/shell/SiteConsent.tsx). The banner it holds is fixed to the
 * viewport; the slot only lets a visit's "hide" apply before the app has loaded.
 */
export const cookieBannerSlot = style({
  selectors: {
    // Set by site/boot.ts when the visitor hid the banner this visit.
    [`html[${BANNER_HIDDEN_ATTRIBUTE}] &`]: { display: 'none' },
  },
});
