import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

/** Typography for CMS markup: the only place element selectors style content. */
export const prose = style({
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.body,
  overflowWrap: 'anywhere',
  maxWidth: vars.container.text,
});

const flow = `${prose} > * + *`;
globalStyle(flow, { marginTop: vars.space.md });
globalStyle(`${prose} > :first-child`, { marginTop: 0 });
globalStyle(`${prose} :where(h1, h2, h3, h4, h5, h6)`, {
  color: vars.color.heading,
  lineHeight: vars.lineHeight.heading,
  marginBottom: 0,
});
globalStyle(`${prose} :where(h1, h2, h3, h4, h5, h6):not(:first-child)`, {
  marginTop: vars.space.xl,
});
globalStyle(`${prose} h1`, { fontSize: vars.fontSize.xxl });
globalStyle(`${prose} h2`, { fontSize: vars.fontSize.xl });
globalStyle(`${prose} h3`, { fontSize: vars.fontSize.lg });
globalStyle(`${prose} :where(h4, h5, h6)`, { fontSize: vars.fontSize.md });
globalStyle(`${prose} :where(p, ul, ol, blockquote, figure, pre)`, { marginBottom: 0 });
globalStyle(`${prose} :where(ul, ol)`, { paddingInlineStart: vars.space.xl });
globalStyle(`${prose} li + li`, { marginTop: vars.space.xs });
globalStyle(`${prose} a`, {
  color: vars.color.link,
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
});
globalStyle(`${prose} a:hover`, {
  color: vars.color.linkHover,
  textDecorationThickness: '0.1875rem',
});
globalStyle(`${prose} a:focus-visible, ${prose} [tabindex]:focus-visible`, {
  outline: `${vars.focus.width} solid ${vars.color.focusRing}`,
  outlineOffset: vars.focus.offset,
  borderRadius: vars.radius.sm,
});
globalStyle(`${prose} img`, { maxWidth: '100%', height: 'auto', borderRadius: vars.radius.sm });
globalStyle(`${prose} blockquote`, {
  marginInline: 0,
  paddingInlineStart: vars.space.md,
  borderInlineStart: `${vars.borderWidth.thick} solid ${vars.color.accent}`,
  color: vars.color.textMuted,
  fontStyle: 'italic',
});
globalStyle(`${prose} hr`, {
  border: 0,
  borderTop: `${vars.borderWidth.thin} solid ${vars.color.border}`,
});
globalStyle(`${prose} :where(code, pre)`, {
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.sm,
});
globalStyle(`${prose} pre`, {
  overflowX: 'auto',
  padding: vars.space.sm,
  backgroundColor: vars.color.surfaceAlt,
});
globalStyle(`${prose} figcaption`, { color: vars.color.textMuted, fontSize: vars.fontSize.sm });

/** Wide tables scroll inside this focusable region instead of widening the page. */
export const tableRegion = style({
  maxWidth: '100%',
  overflowX: 'auto',
  borderWidth: vars.borderWidth.thin,
  borderStyle: 'solid',
  borderColor: vars.color.borderSubtle,
  borderRadius: vars.radius.sm,
});
globalStyle(`${tableRegion} table`, { borderCollapse: 'collapse', minWidth: '100%' });
globalStyle(`${tableRegion} caption`, {
  textAlign: 'start',
  padding: vars.space.sm,
  fontWeight: vars.fontWeight.bold,
});
globalStyle(`${tableRegion} :where(th, td)`, {
  padding: vars.space.sm,
  borderBottom: `${vars.borderWidth.thin} solid ${vars.color.borderSubtle}`,
  textAlign: 'start',
  verticalAlign: 'top',
});
globalStyle(`${tableRegion} th`, {
  backgroundColor: vars.color.surfaceAlt,
  fontWeight: vars.fontWeight.bold,
});
