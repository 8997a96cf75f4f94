/** Elements whose text is never content (code, styles, embedded documents). */
const SKIPPED = new Set([
  'SCRIPT',
  'STYLE',
  'NOSCRIPT',
  'TEMPLATE',
  'IFRAME',
  'OBJECT',
  'SVG',
  'MATH',
  'HEAD',
  'TITLE',
]);
/** Elements that separate words when their text is joined. */
const BLOCK =
  /^(ADDRESS|ARTICLE|ASIDE|BLOCKQUOTE|BR|DD|DIV|DL|DT|FIGCAPTION|FIGURE|FOOTER|H[1-6]|HEADER|HR|LI|MAIN|NAV|OL|P|PRE|SECTION|TABLE|TD|TH|TR|UL)$/;

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

/** Without a DOM (server, workers): drop skipped elements and tags, decode common entities. */
function textByRegex(html: string): string {
  return html
    .replace(
      /<(script|style|noscript|template|iframe|object|svg|math|head|title)\b[\s\S]*?<\/\1\s*>/gi,
      ' ',
    )
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(/<\/?([a-z][a-z0-9]*)\b[^>]*>/gi, (_, tag: string) =>
      BLOCK.test(tag.toUpperCase()) ? ' ' : '',
    )
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (m, e: string) => {
      if (e[0] === '#') {
        const code =
          e[1] === 'x' || e[1] === 'X' ? parseInt(e.slice(2), 16) : parseInt(e.slice(1), 10);
        return Number.isFinite(code) && code > 0 && code < 0x110000
          ? String.fromCodePoint(code)
          : '';
      }
      return ENTITIES[e.toLowerCase()] ?? m;
    });
}

/**
 * Parsed in an inert document (DOMParser): scripts do not run, images and frames do not load,
 * event handlers never fire. Only text nodes are read.
 */
function textByDom(html: string): string {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  const out: string[] = [];
  const walk = (node: Node) => {
    for (let child = node.firstChild; child; child = child.nextSibling) {
      if (child.nodeType === 3) out.push(child.nodeValue ?? '');
      else if (child.nodeType === 1) {
        const tag = (child as Element).tagName.toUpperCase();
        if (SKIPPED.has(tag)) continue;
        const block = BLOCK.test(tag);
        if (block) out.push(' ');
        walk(child);
        if (block) out.push(' ');
      }
    }
  };
  walk(doc.body);
  return out.join('');
}

let graphemes: Intl.Segmenter | undefined;

/** Cuts at a grapheme boundary (Thai vowels and tone marks stay with their consonant). */
function truncate(text: string, maxLength: number): string {
  if (text.length <= maxLength) return text;
  const limit = Math.max(0, maxLength - 1);
  let cut = 0;
  if (typeof Intl !== 'undefined' && 'Segmenter' in Intl) {
    // Made once: a list page cuts every card's summary.
    graphemes ??= new Intl.Segmenter(undefined, { granularity: 'grapheme' });
    // Only the start is segmented: whether a boundary falls at or before the cut depends on the
    // text up to the character after it, not beyond (tests/unit/contentUtils.test.ts).
    for (const { index, segment } of graphemes.segment(text.slice(0, limit + 32))) {
      if (index + segment.length > limit) break;
      cut = index + segment.length;
    }
  } else {
    cut = limit;
  }
  let head = text.slice(0, cut);
  // Prefer a word boundary when one is near the end (not for Thai, which has no spaces).
  const space = head.lastIndexOf(' ');
  if (space > limit * 0.7) head = head.slice(0, space);
  return `${head.trimEnd()}…`;
}

/**
 * A plain-text snippet as it is: whitespace collapsed, cut to `maxLength` characters (with an
 * ellipsis), nothing read as markup or entities, so "price < 5 % > last year" keeps its text and
 * the server and the browser give the same result.
 */
export function cutText(text: string | null | undefined, maxLength?: number): string {
  if (!text) return '';
  const collapsed = text.replace(/[\s\u00a0]+/g, ' ').trim();
  return maxLength === undefined ? collapsed : truncate(collapsed, maxLength);
}

/**
 * Plain text from CMS HTML for a card snippet: tags removed, entities decoded, whitespace
 * collapsed, cut to `maxLength` characters (with an ellipsis). Never executes anything: it parses
 * into an inert DOMParser document (or uses a regex outside a browser) and reads text nodes only.
 */
export function stripHtml(html: string | null | undefined, maxLength?: number): string {
  if (!html) return '';
  const raw = typeof DOMParser === 'undefined' ? textByRegex(html) : textByDom(html);
  const text = raw.replace(/[\s\u00a0]+/g, ' ').trim();
  return maxLength === undefined ? text : truncate(text, maxLength);
}
