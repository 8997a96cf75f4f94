/**
 * Plain text from CMS markup: the stored summary of an entry (made on write by the CMS,
 * cms/src/content/summary.ts) and the snippets the site cuts (site/cms/text.ts). String-only (no
 * DOM, nothing parsed as HTML, nothing executed), so the CMS, the server and the browser run the
 * same code. The result is text for React to render as text, never HTML.
 */

/** Longest stored summary, in characters: room for a card's snippet (160) and a page description. */
export const SUMMARY_LENGTH = 300;

/**
 * Text made safe inside HTML or XML, in an element or a quoted attribute: the site's head and
 * feeds and sitemaps, the CMS's e-mails. (The scripts' reports use scripts/lib/conformance.mjs's
 * copy, which tests/unit/escapeHtml.test.ts holds to this one.)
 */
export const escapeHtml = (text: string): string =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

const NAMED: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, code: string) => {
    if (code[0] === '#') {
      const n =
        code[1] === 'x' || code[1] === 'X'
          ? parseInt(code.slice(2), 16)
          : parseInt(code.slice(1), 10);
      return Number.isFinite(n) && n > 0 && n <= 0x10ffff ? String.fromCodePoint(n) : '';
    }
    return NAMED[code.toLowerCase()] ?? whole;
  });
}

/** Markup to plain text: drops script/style/template contents, comments and tags; decodes entities. */
export function stripHtml(html: string | null | undefined): string {
  if (!html) return '';
  const text = html
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(/<(script|style|template|noscript|iframe|svg|math)\b[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<\/?(p|div|br|li|h[1-6]|tr|td|th|blockquote|section|article)\b[^>]*>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/</g, ' ');
  return decodeEntities(text).replace(/\s+/g, ' ').trim();
}

/** At most `max` characters (code points, so emoji and Thai are never split), with an ellipsis. */
export function truncate(text: string, max: number): string {
  const chars = Array.from(text);
  if (chars.length <= max) return text;
  return `${chars
    .slice(0, Math.max(0, max - 1))
    .join('')
    .trimEnd()}…`;
}

/** A snippet of at most `max` characters of the markup's text. */
export function snippet(html: string | null | undefined, max = 160): string {
  return truncate(stripHtml(html), max);
}

/** The stored summary of an entry's body: its text, at most SUMMARY_LENGTH characters. */
export function summaryOf(html: string | null | undefined): string | null {
  const text = snippet(html, SUMMARY_LENGTH);
  return text === '' ? null : text;
}

/**
 * A search hit's snippet: up to `max` characters of `text` around the first place `query` occurs
 * (case-insensitive), as alternating pieces, `[text, match, text, match, ...]` (odd indexes are
 * the occurrences, every one inside the window), for the site to render the matches as `<mark>`
 * and everything as text (nothing here is markup). When `query` does not occur: the start of
 * `text`, one piece. An ellipsis marks a cut at either end.
 */
export function matchSnippet(text: string, query: string, max = 160): string[] {
  const needle = query.trim();
  const clean = text.replace(/\s+/g, ' ').trim();
  if (!needle || !clean) return clean ? [truncate(clean, max)] : [];
  const pattern = new RegExp(needle.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'giu');
  const first = pattern.exec(clean);
  if (!first) return [truncate(clean, max)];
  // Work in code points (Thai and emoji are never split): the window starts about a third of
  // `max` before the match, at a space when one is near.
  const chars = Array.from(clean);
  const at = Array.from(clean.slice(0, first.index)).length;
  const matchLength = Array.from(first[0]).length;
  let start = Math.max(0, Math.min(at - Math.floor((max - matchLength) / 3), chars.length - max));
  if (start > 0) {
    const space = chars.slice(start, at).indexOf(' ');
    if (space >= 0 && space < 20) start += space + 1;
  }
  const end = Math.min(chars.length, start + max - (start > 0 ? 1 : 0));
  let window = chars.slice(start, end).join('');
  const head = start > 0 ? '…' : '';
  const tail = end < chars.length ? '…' : '';
  if (tail) window = `${Array.from(window).slice(0, -1).join('').trimEnd()}`;
  const pieces: string[] = [];
  let last = 0;
  pattern.lastIndex = 0;
  for (let m = pattern.exec(window); m; m = pattern.exec(window)) {
    if (m[0] === '') break;
    pieces.push(window.slice(last, m.index), m[0]);
    last = m.index + m[0].length;
  }
  pieces.push(window.slice(last));
  pieces[0] = head + pieces[0];
  pieces[pieces.length - 1] += tail;
  return pieces;
}
