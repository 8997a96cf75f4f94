import createDOMPurify, { type Config } from 'dompurify';

/**
 * What CMS HTML may contain: ordinary document markup only. SVG and MathML are not allowed at
 * all (the classic mutation-XSS vectors); scripts, styles, frames, forms and embeds are removed;
 * event-handler attributes and `javascript:`/`data:` links are dropped by DOMPurify's URI rules.
 */
const CONFIG: Config = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: [
    'script',
    'style',
    'iframe',
    'frame',
    'frameset',
    'object',
    'embed',
    'form',
    'input',
    'button',
    'textarea',
    'select',
    'option',
    'link',
    'meta',
    'base',
    'template',
    'noscript',
  ],
  FORBID_ATTR: ['style', 'srcdoc', 'formaction', 'action', 'background', 'ping'],
  ALLOW_DATA_ATTR: false,
  ALLOW_UNKNOWN_PROTOCOLS: false,
};

let purifier: ReturnType<typeof createDOMPurify> | null = null;
/** The window DOMPurify works in: the page's, or the one a server render provides. */
let domWindow: (Window & typeof globalThis) | null = null;
let serverOrigin: string | null = null;

/**
 * Server rendering has no `window`: it hands the sanitiser a DOM implementation's window (jsdom,
 * as DOMPurify's documentation recommends) and the origin of the page being rendered. Without
 * one, sanitising outside a browser throws rather than pass markup through unsanitised.
 */
export function configureSanitizer(options: {
  window: Window & typeof globalThis;
  origin: string;
}): void {
  if (options.window !== domWindow) purifier = null;
  domWindow = options.window;
  serverOrigin = options.origin;
}

/** A DOMPurify instance of our own, so hooks of other code cannot change what passes. */
function instance() {
  if (!purifier) {
    const win = domWindow ?? (typeof window === 'undefined' ? null : window);
    if (!win) throw new Error('sanitizeHtml: no DOM (call configureSanitizer on the server)');
    purifier = createDOMPurify(win);
    if (!purifier.isSupported) throw new Error('sanitizeHtml: DOMPurify cannot run in this DOM');
  }
  return purifier;
}

export interface SanitizeOptions {
  /** Accessible name of each scrolling table region; receives the table's caption, if any. */
  tableLabel: (caption: string | null) => string;
  /** Screen-reader note appended to links that open a new tab. */
  newTabNote: string;
  /** Class of the visually hidden note. */
  hiddenClass: string;
  /** Class of the table wrapper. */
  tableClass: string;
  /**
   * The page's origin; other origins are external. @default the origin given to
   * configureSanitizer, else window.location.origin
   */
  origin?: string;
}

/**
 * Sanitises CMS HTML and returns safe markup: external links open a new tab
 * (`rel="noopener noreferrer"`, with a note for screen readers); each table is wrapped in a
 * focusable, labelled region that scrolls on its own; images load lazily, and those without a
 * text alternative get `alt=""` (a file name read aloud helps nobody).
 */
export function sanitizeHtml(html: string, options: SanitizeOptions): string {
  const purify = instance();
  const fragment = purify.sanitize(html, { ...CONFIG, RETURN_DOM_FRAGMENT: true });
  const origin = options.origin ?? serverOrigin ?? window.location.origin;
  const doc = fragment.ownerDocument;
  // Walked with getElementsByTagName, never querySelector(All): in jsdom (the server's DOM) the
  // first selector query on a document makes a selector engine that registers listeners on the
  // shared window and is never released, and DOMPurify parses every input into a new document,
  // so each sanitised text would stay in memory for the life of the process.
  const container = doc.createElement('div');
  container.append(fragment);
  const all = (tag: string) => Array.from(container.getElementsByTagName(tag));

  for (const a of all('a')) {
    if (!a.hasAttribute('href')) continue;
    let url: URL | null = null;
    try {
      url = new URL(a.getAttribute('href')!, origin);
    } catch {
      a.removeAttribute('href');
      continue;
    }
    const external = /^https?:$/.test(url.protocol) && url.origin !== origin;
    if (external || a.getAttribute('target') === '_blank') {
      a.setAttribute('target', '_blank');
      a.setAttribute('rel', 'noopener noreferrer');
      const note = doc.createElement('span');
      note.className = options.hiddenClass;
      note.textContent = ` ${options.newTabNote}`;
      a.append(note);
    } else {
      a.removeAttribute('target');
    }
  }

  for (const img of all('img')) {
    // An image the editor gave no text alternative: screen readers would read its file name.
    if (!img.hasAttribute('alt')) img.setAttribute('alt', '');
    img.setAttribute('loading', 'lazy');
    img.setAttribute('decoding', 'async');
  }

  for (const table of all('table')) {
    const caption =
      Array.from(table.children)
        .find((child) => child.localName === 'caption')
        ?.textContent?.trim() || null;
    const region = doc.createElement('div');
    region.className = options.tableClass;
    region.setAttribute('role', 'region');
    region.setAttribute('aria-label', options.tableLabel(caption));
    region.setAttribute('tabindex', '0');
    table.replaceWith(region);
    region.append(table);
  }

  return container.innerHTML;
}
