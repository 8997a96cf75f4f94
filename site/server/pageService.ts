/**
 * The page service: what answers for the site's pages (every `/{locale}/...` address that is not a
 * file), in production behind nginx (deploy/nginx.conf) and in the test server
 * (scripts/lib/serve.mjs):
 *
 * - `GET`: the page rendered on the server with its CMS content (./pageCache.ts, ./render.tsx);
 *   the static shell (dist/index.html, which the browser renders itself) for what the server does
 *   not render (no locale, previews) or when rendering fails.
 * - `HEAD`: whether the page exists in that locale, asked of the CMS (./pageExists.ts): the
 *   language switch's check (spec sections 5 and 7).
 *
 * Built into `dist-server/page-service.mjs` by `npm run build` (scripts/build-server.mjs; entry
 * ./pageServiceMain.ts); see deploy/README.md.
 */
import http from 'node:http';
import { createPageCache } from './pageCache';
import { spaHeadStatus } from './pageExists';

export interface PageServiceOptions {
  /** Origin of the CMS, e.g. http://127.0.0.1:1337. */
  cmsUrl: string;
  /** dist/index.html of the build being served. */
  template: string;
  /** A DOM for the RichText sanitiser (jsdom's window). */
  domWindow: Window & typeof globalThis;
  /** Seconds a rendered page is reused (./pageCache.ts). @default 10 */
  cacheSeconds?: number;
  /** Longest wait for the CMS per render pass. @default 1500 */
  dataTimeoutMs?: number;
  /**
   * The site's public origin (e.g. https://www.ditp.go.th) for hreflang links and for telling
   * external links in CMS content. Unset: the request's `X-Forwarded-Proto` and `Host`.
   */
  siteUrl?: string;
}

export interface PageAnswer {
  status: number;
  headers: Record<string, string>;
  /** null for HEAD. */
  body: string | null;
}

const HTML = 'text/html; charset=utf-8';

/** The visitor's origin as the proxy in front saw it (`X-Forwarded-Proto`, `Host`). */
function originOf(req: http.IncomingMessage): string {
  const forwarded = String(req.headers['x-forwarded-proto'] ?? '')
    .split(',')[0]!
    .trim();
  const proto = forwarded === 'https' || forwarded === 'http' ? forwarded : 'http';
  const host = String(req.headers.host ?? '127.0.0.1').replace(/[^\w.:[\]-]/g, '');
  return `${proto}://${host}`;
}

/** Answers one page request (HEAD or GET); the caller writes (and may compress) it. */
export function createPageHandler({ cmsUrl, template, siteUrl, ...options }: PageServiceOptions) {
  const pages = createPageCache({ cmsUrl, template, ...options });
  const origin = siteUrl ? new URL(siteUrl).origin : null;
  const shell = (status = 200): PageAnswer => ({
    status,
    headers: { 'content-type': HTML, 'cache-control': 'no-cache' },
    body: template,
  });

  return async function handle(req: http.IncomingMessage): Promise<PageAnswer> {
    let url: URL;
    try {
      url = new URL(req.url ?? '/', 'http://localhost');
    } catch {
      return { status: 400, headers: { 'cache-control': 'no-store' }, body: '' };
    }
    if (req.method === 'HEAD') {
      const status = await spaHeadStatus(url.pathname, { cmsUrl });
      return { status, headers: { 'content-type': HTML, 'cache-control': 'no-store' }, body: null };
    }
    if (req.method !== 'GET') {
      return {
        status: 405,
        headers: { allow: 'GET, HEAD', 'cache-control': 'no-store' },
        body: '',
      };
    }
    try {
      const page = await pages(url.pathname + url.search, origin ?? originOf(req));
      if (!page) return shell();
      return {
        status: page.status,
        headers: {
          'content-type': HTML,
          'cache-control': 'no-cache',
          'server-timing': `render;dur=${page.timings.render}, cms;dur=${page.timings.cms}, cache;desc=${page.cache}`,
        },
        body: page.html,
      };
    } catch (error) {
      // The browser can still render the page itself: a failed render costs speed, not the page.
      console.error('[page-service] render failed, static shell served:', error);
      return shell();
    }
  };
}

export interface StartedPageService {
  server: http.Server;
  /** e.g. http://127.0.0.1:8081 */
  url: string;
  close(): Promise<void>;
}

/** The handler as an HTTP service on `host:port` (port 0: a free one). */
export function startPageService(
  options: PageServiceOptions & { host?: string; port?: number },
): Promise<StartedPageService> {
  const handle = createPageHandler(options);
  const server = http.createServer((req, res) => {
    void handle(req).then(({ status, headers, body }) => {
      res.writeHead(status, headers).end(body ?? undefined);
    });
  });
  const host = options.host ?? '127.0.0.1';
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : options.port;
      resolve({
        server,
        url: `http://${host}:${port}`,
        close: () =>
          new Promise<void>((r) => {
            server.close(() => r());
            server.closeAllConnections();
          }),
      });
    });
  });
}
