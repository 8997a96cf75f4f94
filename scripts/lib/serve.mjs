/**
 * A small production-like static server for the built site (dist/): hashed assets with long
 * cache, gzip like nginx, SPA fallback to index.html, /api and /uploads proxied to the CMS, and truthful HEAD
 * answers for SPA routes (the language switch's `HEAD /{locale}{path}`: 200 when the page exists
 * in that locale, 404 when not, from site/server/pageExists.ts asking the CMS, as nginx does
 * through dist-server/page-exists.mjs). Used by the bench and the e2e tests; production uses
 * deploy/ (nginx). Listens on 127.0.0.1 only.
 */
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import http from 'node:http';
import { extname, join, normalize } from 'node:path';
import { createGzip, gzipSync } from 'node:zlib';
import { loadPageExists } from '../build-server.mjs';

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

export async function serveDist({ dist, port = 0, cmsUrl } = {}) {
  const { spaHeadStatus } = cmsUrl ? await loadPageExists() : {};
  // Like nginx's `large_client_header_buffers 4 128k` (deploy/nginx.conf): a search address with
  // 10,000 Thai characters is ~90 KB; Node's default limit (16 KB) would answer 431.
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
    if (spa && req.method === 'HEAD' && spaHeadStatus) {
      const status = await spaHeadStatus(url.pathname, { cmsUrl });
      res.writeHead(status, { 'content-type': types['.html'], 'cache-control': 'no-store' }).end();
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
