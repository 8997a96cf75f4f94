/**
 * A small production-like server for the built site (dist/), doing what deploy/nginx.conf does:
 * hashed assets with long cache, gzip, /api and /uploads proxied to the CMS, and every page address
 * answered by the page service (dist-server/page-handler.mjs: the page rendered on the server,
 * truthful HEAD answers for the language switch). Used by the bench and the e2e tests; production
 * uses deploy/ (nginx). Listens on 127.0.0.1 only.
 */
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import http from 'node:http';
import { extname, join, normalize } from 'node:path';
import { createGzip, gzipSync } from 'node:zlib';
import { pathToFileURL } from 'node:url';
import { pageHandlerModule } from '../build-server.mjs';

// Compression as deploy/nginx.conf does it (`gzip_types`, `gzip_comp_level 6`,
// `gzip_min_length 512`, `gzip_proxied any`, `gzip_vary on`), so that what the bench and the e2e
// tests load is what production sends.
const COMPRESSIBLE =
  /^(text\/(css|plain|javascript|html)|application\/(json|xml|manifest\+json)|image\/svg\+xml)\b/;
const GZIP_MIN_LENGTH = 512;
const acceptsGzip = (req) => /\bgzip\b/.test(req.headers['accept-encoding'] ?? '');
/** Compressed static files, by path and modification time (dist/ does not change under a server). */
const gzipCache = new Map();
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

/** Streams a file; a file that vanished meanwhile (a rebuild emptying dist/) is a 503, not a crash. */
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
 */
async function loadPageHandler({ dist, cmsUrl, cacheSeconds }) {
  if (!existsSync(pageHandlerModule)) {
    throw new Error(`${pageHandlerModule} is missing: run npm run build`);
  }
  const [{ createPageHandler }, { JSDOM }] = await Promise.all([
    import(pathToFileURL(pageHandlerModule).href),
    import('jsdom'),
  ]);
  return createPageHandler({
    template: readFileSync(join(dist, 'index.html'), 'utf8'),
    cmsUrl,
    domWindow: new JSDOM('').window,
    cacheSeconds,
  });
}

/**
 * Serves dist/ on 127.0.0.1. With `cmsUrl`: /api and /uploads proxied to it, and every page
 * address answered by the page service (rendered pages, truthful HEAD); `ssr: false` serves the
 * static shell for GET instead. `cacheSeconds`: how long a rendered page is reused.
 */
export async function serveDist({ dist, port = 0, cmsUrl, ssr = true, cacheSeconds = 10 } = {}) {
  const handlePage = cmsUrl ? await loadPageHandler({ dist, cmsUrl, cacheSeconds }) : null;
  const server = http.createServer({ maxHeaderSize: 128 * 1024 }, async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    if (cmsUrl && (url.pathname.startsWith('/api/') || url.pathname.startsWith('/uploads/'))) {
      const target = new URL(url.pathname + url.search, cmsUrl);
      const proxied = http.request(
        target,
        { method: req.method, headers: { ...req.headers, host: target.host } },
        (upstream) => {
          const headers = { ...upstream.headers };
          const compress =
            acceptsGzip(req) &&
            !headers['content-encoding'] &&
            COMPRESSIBLE.test(headers['content-type'] ?? '') &&
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
        if (!res.headersSent) res.writeHead(502, { 'content-type': 'application/json' });
        res.end('{"error":{"status":502,"message":"CMS unavailable"}}');
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
    if (!file.startsWith(dist)) {
      res.writeHead(400).end();
      return;
    }
    const spa = !existsSync(file) || statSync(file).isDirectory();
    if (spa && handlePage && (req.method === 'HEAD' || ssr)) {
      const { status, headers, body } = await handlePage(req);
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
  return new Promise((resolve) => {
    server.listen(port, '127.0.0.1', () => {
      const { port: actual } = server.address();
      resolve({
        url: `http://127.0.0.1:${actual}`,
        close: () =>
          new Promise((r) => {
            server.close(() => r());
            server.closeAllConnections?.();
          }),
      });
    });
  });
}

/**
 * A plain static server (no SPA fallback, 404 for missing files), e.g. for storybook-static/.
 * Listens on 127.0.0.1 only. Resolves to { url, close }.
 */
export function serveStatic({ dir, port = 0 } = {}) {
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    let file = normalize(join(dir, decodeURIComponent(url.pathname)));
    if (!file.startsWith(dir)) {
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
      const { port: actual } = server.address();
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
