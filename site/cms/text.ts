import { i18n, type MessageDescriptor } from '@lingui/core';

/**
 * Plain text from CMS markup for snippets (docs/behaviour.md#content-and-calls: markup stripped for the snippet).
 * String-only (no DOM, nothing parsed as HTML, nothing executed), so it runs on the server too.
 * The result is text for React to render as text, never HTML.
 */

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

/**
 * A message in the active locale; before any locale is active (early calls, tests, the server)
 * the English source text, instead of Lingui's "no locale" error.
 */
export function translate(descriptor: MessageDescriptor, fallback?: string): string {
  if (i18n.locale) return i18n._(descriptor);
  return descriptor.message ?? fallback ?? descriptor.id;
}
