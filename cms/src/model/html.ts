/**
 * Plain text from CMS markup: the stored summary of an entry (made on write by the CMS,
 * cms/src/content/summary.ts) and the snippets the site cuts (site/cms/text.ts). String-only (no
 * DOM, nothing parsed as HTML, nothing executed), so the CMS, the server and the browser run the
 * same code. The result is text for React to render as text, never HTML.
 */

/** Longest stored summary, in characters: room for a card's snippet (160) and a page description. */
export const SUMMARY_LENGTH = 300;

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
