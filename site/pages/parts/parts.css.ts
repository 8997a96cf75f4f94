import { createContainer, globalStyle, style } from '@vanilla-extract/css';
import { breakpoints, vars, visuallyHiddenRule } from '../../../design-system/css';

export const pageTitle = style({ marginBlockEnd: vars.space.xl });

export const h1 = style({
  margin: 0,
  color: vars.color.heading,
  fontSize: vars.fontSize.xxl,
  lineHeight: vars.lineHeight.tight,
  overflowWrap: 'anywhere',
});

export const h2 = style({
  margin: 0,
  color: vars.color.heading,
  fontSize: vars.fontSize.xl,
  lineHeight: vars.lineHeight.tight,
});

export const meta = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, margin: 0 });

export const figure = style({
  margin: 0,
  maxWidth: '48rem',
  aspectRatio: '16 / 9',
  overflow: 'hidden',
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.skeleton,
});

export const section = style({ scrollMarginTop: '6rem' });

export const hero = style({
  padding: vars.space.xl,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surfaceAlt,
});

/** Two lines reserved: the CMS's intro replaces a loading placeholder without moving the page. */
export const lead = style({
  fontSize: vars.fontSize.lg,
  margin: 0,
  maxWidth: '48rem',
  minHeight: '2lh',
});

export const filters = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  alignItems: 'flex-end',
});

export const banner = style({
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `${vars.borderWidth.medium} solid ${vars.color.warning}`,
  backgroundColor: vars.color.accentSubtle,
  color: vars.color.onAccentSubtle,
  fontWeight: vars.fontWeight.bold,
});

/**
 * Fixed layout within the page's width, words broken where they must: the table never grows
 * wider than its box, so it does not scroll sideways on a phone or with large text (a scrolling
 * box must be keyboard-reachable, which the server-rendered markup cannot know it needs).
 */
export const table = style({ width: '100%', borderCollapse: 'collapse', tableLayout: 'fixed' });

globalStyle(`${table} th, ${table} td`, {
  overflowWrap: 'anywhere',
  textAlign: 'start',
  padding: vars.space.sm,
  borderBottom: `${vars.borderWidth.thin} solid ${vars.color.borderSubtle}`,
  verticalAlign: 'top',
});

/** Wide tables scroll inside themselves; `relative` keeps visually hidden texts inside too. */
export const tableWrap = style({ overflowX: 'auto', position: 'relative' });

/**
 * In a narrow box (`cardsContainer`: a phone, a tablet with large text) a table of offices becomes
 * one card per row: three columns of ~100 px broke Thai words mid-syllable at 375 px and 18 px
 * text, and Japanese and Chinese names at 768 px. Every part becomes a block; the column headers stay
 * for screen readers (clipped, not removed) and each cell shows its column's name above its value
 * (`cellLabel`). The markup carries explicit table roles, which browsers otherwise drop when a
 * table's display changes.
 */
export const cardsOnPhone = style({});

const cardsBox = createContainer();

/**
 * The box the offices table is laid out in: below 48rem of it (three or four columns of 12rem,
 * about eight Thai or CJK characters at the largest text size) the table is cards. A container
 * query's rem follows the site's text size, so at 768 px and 18 px text, or on a tablet, the
 * offices are cards too; a media query's em would not follow the text-size control.
 */
export const cardsContainer = style({ containerType: 'inline-size', containerName: cardsBox });

const asCards = `${cardsBox} (max-width: 47.99rem)`;

globalStyle(
  `${cardsOnPhone}, ${cardsOnPhone} caption, ${cardsOnPhone} tbody, ${cardsOnPhone} tr, ${cardsOnPhone} th, ${cardsOnPhone} td`,
  { '@container': { [asCards]: { display: 'block', width: 'auto' } } },
);

globalStyle(`${cardsOnPhone} thead`, {
  '@container': { [asCards]: visuallyHiddenRule },
});

globalStyle(`${cardsOnPhone} tbody tr`, {
  '@container': {
    [asCards]: {
      paddingBlock: vars.space.sm,
      borderBottom: `${vars.borderWidth.thin} solid ${vars.color.borderSubtle}`,
    },
  },
});

globalStyle(`${cardsOnPhone} th, ${cardsOnPhone} td`, {
  '@container': {
    [asCards]: {
      border: 'none',
      paddingBlock: vars.space.xxs,
      paddingInline: 0,
      overflowWrap: 'break-word',
    },
  },
});

/** A cell's column name, shown above its value in the cards of `cardsOnPhone` only. */
export const cellLabel = style({
  display: 'none',
  '@container': {
    [asCards]: {
      display: 'block',
      color: vars.color.textMuted,
      fontSize: vars.fontSize.sm,
    },
  },
});

export const list = style({
  margin: 0,
  paddingInlineStart: vars.space.lg,
  display: 'grid',
  gap: vars.space.xs,
});

export const faq = style({ display: 'grid', gap: vars.space.sm });

export const faqItem = style({
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceRaised,
});

export const faqQuestion = style({
  cursor: 'pointer',
  padding: vars.space.md,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.heading,
  minHeight: '1.5rem',
  selectors: {
    '&:focus-visible': {
      outline: `${vars.focus.width} solid ${vars.color.focusRing}`,
      outlineOffset: vars.focus.offset,
    },
  },
});

export const faqAnswer = style({ paddingInline: vars.space.md, paddingBlockEnd: vars.space.md });

export const contactFacts = style({ fontStyle: 'normal' });

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: `${vars.space.xs} ${vars.space.lg}`,
  margin: 0,
});

globalStyle(`${facts} dt`, { fontWeight: vars.fontWeight.bold });
globalStyle(`${facts} dd`, { margin: 0 });

export const officeName = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
});

export const caption = style({
  textAlign: 'start',
  color: vars.color.textMuted,
  paddingBlockEnd: vars.space.sm,
});

export const sectionHead = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  gap: vars.space.sm,
});

export const groupList = style({ display: 'grid', gap: vars.space.xxl });

/**
 * The results page's finder: the type filter beside the results on wide screens, above them on a
 * phone (its links wrap, so it stays a few lines high).
 */
export const finder = style({
  display: 'grid',
  gap: vars.space.xl,
  gridTemplateColumns: 'minmax(12rem, 16rem) minmax(0, 1fr)',
  alignItems: 'start',
  '@media': { [breakpoints.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const finderFilter = style({ minWidth: 0 });

export const finderResults = style({ minWidth: 0 });

export const filterList = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  '@media': {
    [breakpoints.mobile]: { flexDirection: 'row', flexWrap: 'wrap', columnGap: vars.space.md },
  },
});

globalStyle(`${filterList} a[aria-current="page"]`, {
  fontWeight: vars.fontWeight.bold,
  textDecoration: 'none',
});

export const refineField = style({ flex: '1 1 16rem', maxWidth: '32rem' });

export const suggestions = style({
  margin: 0,
  paddingInlineStart: vars.space.lg,
  display: 'grid',
  gap: vars.space.xs,
});

/**
 * A lead story beside a dated list of the next ones (the home page's news): side by side while
 * each gets 20rem, the list under the lead on a phone.
 */
export const leadList = style({
  display: 'grid',
  gap: vars.space.xl,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 20rem), 1fr))',
  alignItems: 'start',
});

export const datedList = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
  display: 'grid',
  gap: vars.space.md,
});

globalStyle(`${datedList} > li`, {
  display: 'grid',
  gap: vars.space.xxs,
  paddingBlockEnd: vars.space.md,
  borderBottom: `${vars.borderWidth.thin} solid ${vars.color.borderSubtle}`,
  overflowWrap: 'anywhere',
});

/** A notice's documents: one download link a line, no bullets. */
export const documents = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
  display: 'grid',
  gap: vars.space.xs,
  overflowWrap: 'anywhere',
});
