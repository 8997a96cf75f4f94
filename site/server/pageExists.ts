/**
 * Does `/{locale}/...` exist? The truthful answer behind the language switch's HEAD request
 * (docs/behaviour.md#language-switch): the path is resolved against the registry (site/cms/collections.ts),
 * then the CMS is asked whether that entry exists in that locale.
 *
 * - `/{locale}` and app pages (sitemap, login, forms, preview): 200.
 * - a collection list page: 200 (lists exist in every locale, possibly empty).
 * - a single type page: GET /api/{singular}?locale= -> 200 or 404.
 * - a detail page: GET /api/{plural}/{documentId}?locale= -> 200 or 404 (an entry whose
 *   publish_date is in the future counts as missing).
 * - anything else (unknown route, unknown locale): 404.
 * - the CMS unreachable or failing: 502 (the client then opens the locale home).
 *
 * Plain Node/fetch code (no design-system, no Lingui macro) so the Vite dev and preview servers
 * can run it; `createPageExistsMiddleware` adapts it to any connect-style server. Production and the
 * test server run it inside the page service (./pageService.ts answers HEAD with it), bundled by
 * scripts/build-server.mjs.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { APP_PAGES, COLLECTIONS, SINGLE_TYPES } from '../cms/collections.ts';
import { queryString } from '../cms/qs.ts';
// Server code cannot load design-system/index.ts (it pulls in the components' styles).
// eslint-disable-next-line no-restricted-imports
import { isLocale } from '../../design-system/i18n/locales.ts';

export type PageStatus = 200 | 404 | 502;

export type PageMatch =
  | { kind: 'home' }
  | { kind: 'app' }
  | { kind: 'list' }
  | { kind: 'single'; apiPath: string }
  | { kind: 'detail'; apiPath: string; documentId: string };

/** Matches `pattern` (react-router style, `:id`) against `path`; returns the id or '' or null. */
function matchPattern(pattern: string, path: string): string | null {
  const p = pattern.split('/');
  const s = path.split('/');
  if (p.length !== s.length) return null;
  let id = '';
  for (let i = 0; i < p.length; i++) {
    if (p[i] === ':id') {
      if (!s[i]) return null;
      try {
        id = decodeURIComponent(s[i]!);
      } catch {
        return null;
      }
    } else if (p[i] !== s[i]) return null;
  }
  return id;
}

/** Resolves a path without its locale (`/post/abc`) to what the site would render there. */
export function resolvePage(path: string): PageMatch | null {
  const clean = path.replace(/[?#].*$/, '').replace(/\/+$/, '') || '/';
  if (clean === '/') return { kind: 'home' };
  if (APP_PAGES.some((p) => p.pagePath === clean)) return { kind: 'app' };
  if (/^\/preview(\/|$)/.test(clean)) return { kind: 'app' };
  const single = SINGLE_TYPES.find((s) => s.pagePath === clean);
  if (single) return { kind: 'single', apiPath: single.apiPath };
  for (const c of COLLECTIONS) {
    if (c.listPages.some((l) => l.path === clean)) return { kind: 'list' };
  }
  for (const c of COLLECTIONS) {
    for (const pattern of c.detailPaths) {
      const documentId = matchPattern(pattern, clean);
      if (documentId) return { kind: 'detail', apiPath: c.apiPath, documentId };
    }
  }
  return null;
}

export interface PageExistsOptions {
  /** Origin of the CMS, e.g. http://127.0.0.1:1337. */
  cmsUrl: string;
  fetch?: typeof fetch;
  /** @default 5000 */
  timeoutMs?: number;
}

/** 200 when `/{locale}{path}` exists, 404 when it does not, 502 when the CMS could not tell. */
export async function pageExists(fullPath: string, opts: PageExistsOptions): Promise<PageStatus> {
  const m = /^\/([^/?#]+)(.*)$/.exec(fullPath);
  if (!m || !isLocale(m[1])) return 404;
  const locale = m[1];
  const page = resolvePage(m[2] || '/');
  if (!page) return 404;
  if (page.kind === 'home' || page.kind === 'app' || page.kind === 'list') return 200;
  const path =
    page.kind === 'single'
      ? page.apiPath
      : `${page.apiPath}/${encodeURIComponent(page.documentId)}`;
  const url = `${opts.cmsUrl.replace(/\/+$/, '')}${path}?${queryString({ fields: ['publish_date'], locale })}`;
  try {
    const res = await (opts.fetch ?? fetch)(url, {
      headers: { accept: 'application/json', 'accept-language': locale },
      signal: AbortSignal.timeout(opts.timeoutMs ?? 5_000),
    });
    if (res.status === 404) return 404;
    if (!res.ok) return 502;
    const body = (await res.json()) as { data?: { publish_date?: string | null } | null };
    if (!body?.data) return 404;
    const date = body.data.publish_date;
    if (date && Date.parse(date) > Date.now()) return 404;
    return 200;
  } catch {
    return 502;
  }
}

/**
 * The status `HEAD pathname` gets where GET serves the SPA shell: pageExists for `/{locale}/...`,
 * 200 for anything else (the shell's own answer; the language switch only asks about locale paths).
 */
export function spaHeadStatus(pathname: string, opts: PageExistsOptions): Promise<PageStatus> {
  return isLocale(pathname.split('/')[1]) ? pageExists(pathname, opts) : Promise.resolve(200);
}

type Next = (err?: unknown) => void;

/**
 * Connect-style middleware answering `HEAD /{locale}/...` with pageExists (no body). Other methods
 * and paths without a locale pass through.
 */
export function createPageExistsMiddleware(opts: PageExistsOptions) {
  return (req: IncomingMessage, res: ServerResponse, next: Next) => {
    if (req.method !== 'HEAD' || !req.url) return next();
    const url = new URL(req.url, 'http://localhost');
    const first = url.pathname.split('/')[1];
    if (!isLocale(first)) return next();
    pageExists(url.pathname, opts).then(
      (status) => {
        res.statusCode = status;
        res.setHeader('cache-control', 'no-store');
        res.setHeader('content-type', 'text/html; charset=utf-8');
        res.end();
      },
      (err: unknown) => next(err),
    );
  };
}
