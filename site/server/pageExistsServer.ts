/**
 * The page-exists check (./pageExists.ts) as a small standalone HTTP service, for production: nginx
 * serves the static build and sends `HEAD` requests for SPA routes here (deploy/nginx.conf), so the
 * language switch's `HEAD /{locale}{path}` gets 200 when the page exists in that locale and 404 when
 * it does not (502 when the CMS cannot tell). Built into `dist-server/page-exists.mjs` by
 * `npm run build` (scripts/build-server.mjs; entry ./pageExistsMain.ts); see deploy/README.md.
 *
 * Answers HEAD only (GET of a page is the static SPA shell); no body, `Cache-Control: no-store`.
 */
import http from 'node:http';
import { spaHeadStatus, type PageExistsOptions } from './pageExists';

export function createPageExistsServer(opts: PageExistsOptions): http.Server {
  return http.createServer((req, res) => {
    if (req.method !== 'HEAD') {
      res.writeHead(405, { allow: 'HEAD', 'cache-control': 'no-store' }).end();
      return;
    }
    let pathname: string;
    try {
      pathname = new URL(req.url ?? '/', 'http://localhost').pathname;
    } catch {
      res.writeHead(400).end();
      return;
    }
    void spaHeadStatus(pathname, opts).then((status) => {
      res
        .writeHead(status, {
          'cache-control': 'no-store',
          'content-type': 'text/html; charset=utf-8',
        })
        .end();
    });
  });
}

export interface StartedPageExistsServer {
  server: http.Server;
  /** e.g. http://127.0.0.1:8081 */
  url: string;
  close(): Promise<void>;
}

/** Listens on `host:port` (port 0: a free one). */
export function startPageExistsServer(
  opts: PageExistsOptions & { host?: string; port?: number },
): Promise<StartedPageExistsServer> {
  const server = createPageExistsServer(opts);
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port ?? 0, opts.host ?? '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : opts.port;
      resolve({
        server,
        url: `http://${opts.host ?? '127.0.0.1'}:${port}`,
        close: () =>
          new Promise<void>((r) => {
            server.close(() => r());
            server.closeAllConnections();
          }),
      });
    });
  });
}
