// @ts-check
/**
 * A small production-like server for the built site (dist/), doing what deploy/nginx.conf does:
 * hashed assets with long cache, gzip, the security headers (read from deploy/security-headers.conf
 * and the maps of deploy/nginx.conf: one source for both), /api and /uploads proxied to the CMS
 * (its policy, CORS and timing headers hidden as deploy/proxy.conf does), and every page address
 * answered by the page service (dist-server/page-handler.mjs: the page rendered on the server,
 * truthful HEAD answers for the language switch). Used by the bench and the e2e tests; production
 * uses deploy/ (nginx). Listens on 127.0.0.1 only, plain HTTP (so no HSTS); never faces the public.
 */
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import http from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip, gzipSync } from 'node:zlib';
import { pathToFileURL } from 'node:url';
import { buildCsp } from '../../deploy/configure.mjs';
import { pageHandlerModule, root } from '../build-server.mjs';
import { waitForReady } from './stack.mjs';

const deployDir = join(root, 'deploy');

/** @typedef {{ url: string, close: () => Promise<void> }} Served A listening server: its origin, and how to stop it. */
/**
 * What this server uses of the page handler library of the build (dist-server/page-handler.mjs,
 * built from site/server/pageService.ts): these follow its PageHandler, PageAnswer and
 * PageServiceOptions. Not imported from there: that would check the site's sources under the
 * scripts' compiler options too (tsconfig.scripts.json).
 *
 * @typedef {(req: http.IncomingMessage) => Promise<{ status: number,
 *   headers: Record<string, string | string[]>, body: string | null | AsyncIterable<string> }>}
 *   PageHandler
 * @typedef {{ cmsUrl: string, cacheSeconds: number, sharedReadSeconds: number,
 *   dataTimeoutMs: number, siteUrl?: string }} PageHandlerOptions the options serveDist sets
 * @typedef {{
 *   createPageHandler: (options: PageHandlerOptions & { template: string, domWindow: unknown,
 *     logger: unknown }) => PageHandler,
 *   createLogger: (options: { write: (line: string) => void }) => unknown,
 * }} PageHandlerModule
 */

/**
 * nginx `map $source $name { ... }` blocks of deploy/nginx.conf: name -> { source, entries }, each
 * entry [match, value] with match a string, a RegExp, or 'default'.
 */
function nginxMaps() {
  const conf = readFileSync(join(deployDir, 'nginx.conf'), 'utf8');
  /** @type {Record<string, { source: string, entries: Array<[string | RegExp, string]> }>} */
  const maps = {};
  for (const [, source, name, body] of conf.matchAll(/^\s*map \$(\w+) \$(\w+) \{([^}]*)\}/gm)) {
    /** @type {Array<[string | RegExp, string]>} */
    const entries = [];
    for (const line of body.split('\n')) {
      const m = /^\s*("(?:[^"\\]|\\.)*"|\S+)\s+("(?:[^"\\]|\\.)*"|\S+);/.exec(line);
      if (!m) continue;
      const unquote = (/** @type {string} */ t) => (t.startsWith('"') ? t.slice(1, -1) : t);
      const key = unquote(m[1]);
      entries.push([key.startsWith('~') ? new RegExp(key.slice(1)) : key, unquote(m[2])]);
    }
    maps[name] = { source, entries };
  }
  return maps;
}

/**
 * The headers deploy/security-headers.conf sends, for a request to `uri` over plain HTTP: literal
 * values as they are, `$variables` through nginx.conf's maps (a map's empty value sends nothing,
 * as in nginx: HSTS over HTTP), the CSP as configure.mjs builds it for this build. Variables nginx
 * fills per request (`$request_id`) are left out. `analytics` and `captcha` open the CSP for those
 * third parties as `deploy/configure.mjs --analytics ga4 --captcha turnstile` does.
 *
 * @param {string} dist
 * @param {{ analytics?: string, captcha?: string }} [thirdParties]
 * @returns {(uri: string) => Record<string, string>}
 */
export function securityHeaders(dist, { analytics, captcha } = {}) {
  const conf = readFileSync(join(deployDir, 'security-headers.conf'), 'utf8');
  const maps = nginxMaps();
  const scriptHash = readFileSync(join(dist, 'csp-script-hash.txt'), 'utf8').trim();
  /** @type {Record<string, string>} */
  const fixed = {};
  /** @type {Array<[string, { source: string, entries: Array<[string | RegExp, string]> }]>} */
  const mapped = [];
  if (/^\s*include csp\.conf;/m.test(conf))
    fixed['content-security-policy'] = buildCsp({ scriptHash, analytics, captcha });
  for (const [, name, quoted, bare] of conf.matchAll(
    /^\s*add_header ([\w-]+) (?:"([^"]*)"|(\S+)) always;/gm,
  )) {
    const value = quoted ?? bare;
    const variable = /^\$(\w+)$/.exec(value)?.[1];
    if (!variable) fixed[name.toLowerCase()] = value;
    else if (maps[variable]) mapped.push([name.toLowerCase(), maps[variable]]);
  }
  return (uri) => {
    const headers = { ...fixed };
    /** @type {Record<string, string>} the request's nginx variables that maps here read */
    const vars = { scheme: 'http', uri };
    for (const [name, { source, entries }] of mapped) {
      const input = vars[source] ?? '';
      const hit =
        entries.find(([k]) => typeof k === 'string' && k !== 'default' && k === input) ??
        entries.find(([k]) => k instanceof RegExp && k.test(input)) ??
        entries.find(([k]) => k === 'default');
      if (hit?.[1]) headers[name] = hit[1];
    }
    return headers;
  };
}

/** Upstream headers deploy/proxy.conf hides (`proxy_hide_header`), lower-cased. */
export function hiddenUpstreamHeaders() {
  const conf = readFileSync(join(deployDir, 'proxy.conf'), 'utf8');
  return new Set(
    [...conf.matchAll(/^\s*proxy_hide_header ([\w-]+);/gm)].map((m) => m[1].toLowerCase()),
  );
}

// Compression as deploy/nginx.conf does it (`gzip_types`, `gzip_comp_level 6`,
// `gzip_min_length 512`, `gzip_proxied any`, `gzip_vary on`), so that what the bench and the e2e
// tests load is what production sends.
const COMPRESSIBLE =
  /^(text\/(css|plain|javascript|html)|application\/(json|xml|manifest\+json)|image\/svg\+xml)\b/;
const GZIP_MIN_LENGTH = 512;
const acceptsGzip = (/** @type {http.IncomingMessage} */ req) =>
  /\bgzip\b/.test(req.headers['accept-encoding'] ?? '');
/**
 * Compressed static files, by path and modification time (dist/ does not change under a server).
 *
 * @type {Map<string, Buffer>}
 */
const gzipCache = new Map();
/**
 * @param {string} file
 * @returns {Buffer | null} the file compressed, or null when it is too small to be worth it
 */
function gzippedFile(file) {
  const { mtimeMs, size } = statSync(file);
  if (size < GZIP_MIN_LENGTH) return null;
  const key = `${file}:${mtimeMs}`;
  let body = gzipCache.get(key);
  if (!body) {
    body = gzipSync(readFileSync(file), { level: 6 });
    gzipCache.set(key, body);
  }
  return body;
}

/** @type {Record<string, string>} content type by file extension */
const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.json': 'application/json',
  '.txt': 'text/plain; charset=utf-8',
  '.ico': 'image/x-icon',
};

/**
 * Streams a file; a file that vanished meanwhile (a rebuild emptying dist/) is a 503, not a crash.
 *
 * @param {string} file
 * @param {http.ServerResponse} res
 */
function pipeFile(file, res) {
  const stream = createReadStream(file);
  stream.on('error', () => {
    if (!res.headersSent) res.writeHead(503);
    res.end();
  });
  stream.pipe(res);
}

/**
 * The page service of the build (dist-server/page-handler.mjs, built by `npm run build`), as
 * production runs it behind nginx: pages rendered with their CMS content (cached for a few
 * seconds), HEAD answers from the CMS.
 *
 * @param {{ dist: string } & PageHandlerOptions} options
 * @returns {Promise<PageHandler>}
 */
async function loadPageHandler({ dist, ...options }) {
  if (!existsSync(pageHandlerModule)) {
    throw new Error(`${pageHandlerModule} is missing: run npm run build`);
  }
  const [{ createPageHandler, createLogger }, { JSDOM }] = await Promise.all([
    /** @type {Promise<PageHandlerModule>} */ (import(pathToFileURL(pageHandlerModule).href)),
    import('jsdom'),
  ]);
  return createPageHandler({
    template: readFileSync(join(dist, 'index.html'), 'utf8'),
    domWindow: new JSDOM('').window,
    ...options, // cmsUrl, cacheSeconds, sharedReadSeconds, dataTimeoutMs, siteUrl
    // Its JSON lines (degraded answers only) on stderr, beside the test output.
    logger: createLogger({ write: (line) => process.stderr.write(`${line}\n`) }),
  });
}

/**
 * Serves dist/ on 127.0.0.1 and resolves once it is ready (with a CMS: the page service's
 * readiness, i.e. the CMS answers). With `cmsUrl`: /api and /uploads proxied to it, and every page
 * address answered by the page service (rendered pages, truthful HEAD); `ssr: false` serves the
 * static shell for GET instead. `cacheSeconds`: how long a rendered page is reused;
 * `sharedReadSeconds`: how long a CMS answer is reused by other renders; none by default, unlike
 * the production service's 1 s (site/server/sharedReads.ts), since tests render a page right after
 * writing what it shows (the page cache they step round with addresses of their own).
 * `dataTimeoutMs`: how long a render waits for the CMS; longer than production's 1.5 s by default,
 * so that a busy test machine does not turn pages into 503s (tests of that pass their own).
 * `siteUrl`: the origin in hreflang links (never the request's Host). `analytics` ('ga4') and
 * `captcha` ('turnstile' | 'recaptcha'): the CSP opened for them, as in production.
 * `extraPages`: a Map of path -> HTML served as it is (the bench's no-script copies of pages).
 *
 * @param {{ dist: string, port?: number, cmsUrl?: string, ssr?: boolean, cacheSeconds?: number,
 *   sharedReadSeconds?: number, dataTimeoutMs?: number, siteUrl?: string, analytics?: string,
 *   captcha?: string, extraPages?: Map<string, string> }} options
 * @returns {Promise<Served>}
 */
export async function serveDist({
  dist,
  port = 0,
  cmsUrl,
  ssr = true,
  cacheSeconds = 10,
  sharedReadSeconds = 0,
  dataTimeoutMs = 6000,
  siteUrl,
  analytics,
  captcha,
  extraPages,
}) {
  dist = resolve(dist);
  const handlePage = cmsUrl
    ? await loadPageHandler({
        dist,
        cmsUrl,
        cacheSeconds,
        sharedReadSeconds,
        dataTimeoutMs,
        siteUrl,
      })
    : null;
  const policy = securityHeaders(dist, { analytics, captcha });
  const hidden = hiddenUpstreamHeaders();
  const server = http.createServer({ maxHeaderSize: 128 * 1024 }, async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    // Every answer carries the security headers (nginx's `always`).
    for (const [name, value] of Object.entries(policy(url.pathname))) res.setHeader(name, value);
    const extra = extraPages?.get(url.pathname);
    if (extra !== undefined) {
      res.writeHead(200, { 'content-type': types['.html'], 'cache-control': 'no-store' });
      res.end(extra);
      return;
    }
    if (cmsUrl && (url.pathname.startsWith('/api/') || url.pathname.startsWith('/uploads/'))) {
      const target = new URL(url.pathname + url.search, cmsUrl);
      // As deploy/proxy.conf: the CMS's own host, this server's view of the client.
      /** @type {http.OutgoingHttpHeaders} */
      const forwarded = {
        ...req.headers,
        host: target.host,
        'x-forwarded-for': req.socket.remoteAddress ?? '',
      };
      delete forwarded['x-forwarded-host'];
      const proxied = http.request(
        target,
        { method: req.method, headers: forwarded },
        (upstream) => {
          const headers = Object.fromEntries(
            Object.entries(upstream.headers).filter(([name]) => !hidden.has(name)),
          );
          headers['cache-control'] = url.pathname.startsWith('/api/')
            ? 'no-store'
            : 'public, max-age=86400';
          const compress =
            acceptsGzip(req) &&
            !headers['content-encoding'] &&
            // String(): a repeated header is a list, which test() would join with commas anyway.
            COMPRESSIBLE.test(String(headers['content-type'] ?? '')) &&
            Number(headers['content-length'] ?? GZIP_MIN_LENGTH) >= GZIP_MIN_LENGTH;
          if (compress) {
            delete headers['content-length'];
            headers['content-encoding'] = 'gzip';
            headers.vary = headers.vary ? `${headers.vary}, Accept-Encoding` : 'Accept-Encoding';
            res.writeHead(upstream.statusCode ?? 502, headers);
            upstream.pipe(createGzip({ level: 6 })).pipe(res);
          } else {
            res.writeHead(upstream.statusCode ?? 502, headers);
            upstream.pipe(res);
          }
        },
      );
      proxied.on('error', () => {
        if (!res.headersSent)
          res.writeHead(502, { 'content-type': 'application/json', 'cache-control': 'no-store' });
        res.end(
          '{"data":null,"error":{"status":502,"name":"BadGatewayError","message":"The content service is not reachable. Try again in a moment."}}',
        );
      });
      req.pipe(proxied);
      return;
    }
    let file;
    try {
      file = normalize(join(dist, decodeURIComponent(url.pathname)));
    } catch {
      file = '';
    }
    // Inside dist/ only: `dist + sep`, so that a sibling folder whose name starts with "dist"
    // (dist-server/) is outside too.
    if (file !== dist && !file.startsWith(dist + sep)) {
      res.writeHead(400).end();
      return;
    }
    // A build artefact for deploy/configure.mjs, not content (nginx answers 404 too).
    if (url.pathname === '/csp-script-hash.txt') {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found');
      return;
    }
    const spa = !existsSync(file) || statSync(file).isDirectory();
    if (spa && handlePage && (req.method === 'HEAD' || ssr)) {
      const { status, headers, body } = await handlePage(req);
      if (body !== null && typeof body !== 'string') {
        // Streamed (a sitemap): compressed as it comes; a failure midway cuts the connection.
        const gzip = acceptsGzip(req);
        res.writeHead(status, {
          ...headers,
          vary: 'Accept-Encoding',
          ...(gzip ? { 'content-encoding': 'gzip' } : {}),
        });
        const source = Readable.from(body);
        (gzip ? pipeline(source, createGzip({ level: 6 }), res) : pipeline(source, res)).catch(() =>
          res.destroy(),
        );
        return;
      }
      const compressed =
        body && acceptsGzip(req) && body.length >= GZIP_MIN_LENGTH
          ? gzipSync(Buffer.from(body), { level: 6 })
          : null;
      res.writeHead(status, {
        ...headers,
        ...(body !== null ? { vary: 'Accept-Encoding' } : {}),
        ...(compressed ? { 'content-encoding': 'gzip', 'content-length': compressed.length } : {}),
      });
      res.end(compressed ?? body ?? undefined);
      return;
    }
    if (spa) file = join(dist, 'index.html');
    const hashed = url.pathname.startsWith('/assets/');
    const type = types[extname(file)] ?? 'application/octet-stream';
    /** @type {Record<string, string>} */
    const headers = {
      'content-type': type,
      'cache-control': hashed ? 'public, max-age=31536000, immutable' : 'no-cache',
    };
    let gzipped = null;
    if (COMPRESSIBLE.test(type)) {
      headers.vary = 'Accept-Encoding';
      if (acceptsGzip(req)) {
        try {
          gzipped = gzippedFile(file);
        } catch {
          gzipped = null; // vanished meanwhile: pipeFile answers 503
        }
      }
    }
    if (gzipped) {
      res.writeHead(200, {
        ...headers,
        'content-encoding': 'gzip',
        'content-length': gzipped.length,
      });
      res.end(req.method === 'HEAD' ? undefined : gzipped);
      return;
    }
    res.writeHead(200, headers);
    if (req.method === 'HEAD') res.end();
    else pipeFile(file, res);
  });
  /** @type {Served} */
  const site = await new Promise((done) => {
    server.listen(port, '127.0.0.1', () => {
      // Listening on a TCP port, so the address is an AddressInfo (not a pipe name, not null).
      const { port: actual } = /** @type {import('node:net').AddressInfo} */ (server.address());
      done({
        url: `http://127.0.0.1:${actual}`,
        close: () =>
          new Promise((r) => {
            server.close(() => r());
            server.closeAllConnections?.();
          }),
      });
    });
  });
  // The page service's /_health/ready answers here too: ready when the CMS is.
  if (handlePage) {
    await waitForReady(site.url).catch(async (error) => {
      await site.close();
      throw error;
    });
  }
  return site;
}

/**
 * A plain static server (no SPA fallback, 404 for missing files), e.g. for storybook-static/.
 * Listens on 127.0.0.1 only. Resolves to { url, close }.
 *
 * @param {{ dir: string, port?: number }} options
 * @returns {Promise<Served>}
 */
export function serveStatic({ dir, port = 0 }) {
  dir = resolve(dir);
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    let file;
    try {
      file = normalize(join(dir, decodeURIComponent(url.pathname)));
    } catch {
      file = '';
    }
    if (file !== dir && !file.startsWith(dir + sep)) {
      res.writeHead(400).end();
      return;
    }
    if (existsSync(file) && statSync(file).isDirectory()) file = join(file, 'index.html');
    if (!existsSync(file)) {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found');
      return;
    }
    res.writeHead(200, {
      'content-type':
        types[extname(file)] ??
        (extname(file) === '.mjs' ? 'text/javascript; charset=utf-8' : 'application/octet-stream'),
      // Storybook's and Vite's hashed bundles live under assets/ or sb-*/; cache them across pages.
      'cache-control': /\/(assets|sb-[^/]+)\//.test(url.pathname)
        ? 'public, max-age=31536000, immutable'
        : 'no-cache',
    });
    if (req.method === 'HEAD') res.end();
    else pipeFile(file, res);
  });
  return new Promise((resolve) => {
    server.listen(port, '127.0.0.1', () => {
      // Listening on a TCP port, so the address is an AddressInfo (not a pipe name, not null).
      const { port: actual } = /** @type {import('node:net').AddressInfo} */ (server.address());
      resolve({
        url: `http://127.0.0.1:${actual}`,
        close: () =>
          new Promise((r) => {
            server.closeAllConnections?.();
            server.close(() => r());
          }),
      });
    });
  });
}
