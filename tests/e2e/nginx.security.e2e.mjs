// @ts-check
/**
 * The public edge as production runs it: Debian's nginx with deploy/ configured for TLS
 * (servers-tls.conf, a throwaway self-signed certificate for www.ditp.test) in front of the built
 * page service and the real CMS, with low rate limits so they can be reached quickly. Between
 * nginx and the CMS sits a recording proxy that also adds what a CMS might wrongly send
 * (Server-Timing, a CORS grant, X-Powered-By), to show nginx never passes it on.
 *
 * Checks: only the configured host is answered (444 / refused handshake otherwise), HTTP redirects
 * to HTTPS, HSTS over HTTPS only, JSON 413 and 429 (with Retry-After) on /api, the admin and the
 * health routes are not public (the internal listener has health), headers the client may not
 * see are hidden, X-Forwarded-For is nginx's own view, request ids travel, and the access log
 * holds no query string. Run by scripts/e2e.mjs; skips when nginx or openssl is missing.
 */
import assert from 'node:assert/strict';
import { execFileSync, spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import tls from 'node:tls';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from '@playwright/test';
import { configure } from '../../deploy/configure.mjs';
import { serverOutDir } from '../../scripts/build-server.mjs';
import { freePort } from '../../scripts/cms.mjs';
import { dist, startThrowawayCms, waitForReady } from '../../scripts/lib/stack.mjs';

const HOST = 'www.ditp.test';
const nginxBin = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((p) => existsSync(p));
const opensslBin = ['/usr/bin/openssl', '/usr/local/bin/openssl'].find((p) => existsSync(p));
const skip = !nginxBin
  ? 'nginx is not installed (scripts/e2e.mjs installs nginx-light when run as root)'
  : !opensslBin
    ? 'openssl is not installed'
    : false;

test.describe('the public edge (deploy/ with TLS)', () => {
  // Reported as skipped, with the reason, never dropped from the count.
  test.skip(Boolean(skip), String(skip));
  /** @type {Awaited<ReturnType<typeof startThrowawayCms>>} */
  let cms;
  /** @type {import('node:http').Server} */
  let recorder;
  /** @type {import('node:child_process').ChildProcess} */
  let nginx;
  /** @type {import('node:child_process').ChildProcess} */
  let pageService;
  /** @type {string} */
  let prefix;
  /** @type {Buffer} */
  let cert;
  /** @type {number} */
  let httpPort;
  /** @type {number} */
  let tlsPort;
  /** @type {number} */
  let internalPort;
  /**
   * What reached the CMS through nginx: the headers of each request.
   *
   * @type {{ url: string, headers: import('node:http').IncomingHttpHeaders }[]}
   */
  const seen = [];

  /**
   * One HTTPS (or HTTP) request to nginx, Host and SNI as given; resolves to status, headers, body.
   * @param {string} path
   * @param {{ method?: string, headers?: Record<string, string>, body?: string, host?: string, secure?: boolean }} [options]
   * @returns {Promise<{ status: number | undefined, headers: import('node:http').IncomingHttpHeaders, text: string }>}
   */
  function request(path, { method = 'GET', headers = {}, body, host = HOST, secure = true } = {}) {
    return new Promise((resolve, reject) => {
      const options = {
        host: '127.0.0.1',
        port: secure ? tlsPort : httpPort,
        path,
        method,
        headers: { host, ...headers },
        ...(secure ? { servername: host, ca: cert } : {}),
        agent: false,
      };
      const req = (secure ? https : http).request(options, (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (c) => (text += c));
        res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, text }));
      });
      req.on('error', reject);
      req.end(body);
    });
  }

  test.beforeAll(async () => {
    cms = await startThrowawayCms({ name: 'nginx-security-e2e' });
    // The recording proxy nginx sees as "the CMS".
    recorder = http.createServer((req, res) => {
      // A request to a server always carries its URL (the type allows none for client ones).
      seen.push({ url: /** @type {string} */ (req.url), headers: req.headers });
      const upstream = http.request(
        // A request to a server always carries its URL (the type allows none for client ones).
        new URL(/** @type {string} */ (req.url), cms.url),
        { method: req.method, headers: { ...req.headers, host: new URL(cms.url).host } },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, {
            ...answer.headers,
            'server-timing': 'db;dur=12',
            'access-control-allow-origin': req.headers.origin ?? '*',
            'access-control-allow-credentials': 'true',
            'x-powered-by': 'Strapi <strapi.io>',
          });
          answer.pipe(res);
        },
      );
      upstream.on('error', () => res.writeHead(502).end());
      req.pipe(upstream);
    });
    await /** @type {Promise<void>} */ (new Promise((r) => recorder.listen(0, '127.0.0.1', r)));
    // Listening on a TCP port, so the address is an AddressInfo (not a pipe name, not null).
    const recorderAddress = `127.0.0.1:${/** @type {import('node:net').AddressInfo} */ (recorder.address()).port}`;

    prefix = mkdtempSync(join(tmpdir(), 'ditp-edge-'));
    // nginx's workers (nobody, when the tests run as root) write the page cache under it.
    chmodSync(prefix, 0o755);
    execFileSync(
      /** @type {string} */ (opensslBin), // the suite is skipped without it
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-days',
        '1',
        '-subj',
        `/CN=${HOST}`,
        '-addext',
        `subjectAltName=DNS:${HOST}`,
        '-keyout',
        join(prefix, 'key.pem'),
        '-out',
        join(prefix, 'cert.pem'),
      ],
      { stdio: 'ignore' },
    );
    cert = readFileSync(join(prefix, 'cert.pem'));
    [httpPort, tlsPort, internalPort] = [await freePort(), await freePort(), await freePort()];
    const pageServicePort = await freePort();
    pageService = spawn(
      process.execPath,
      [
        join(serverOutDir, 'page-service.mjs'),
        '--listen',
        `127.0.0.1:${pageServicePort}`,
        '--cms',
        `http://${recorderAddress}`,
        '--dist',
        dist,
        '--site-url',
        `https://${HOST}:${tlsPort}`,
      ],
      { stdio: ['ignore', 'ignore', 'inherit'] },
    );
    configure({
      dist,
      out: join(prefix, 'conf'),
      serverName: HOST,
      listen: `127.0.0.1:${httpPort}`,
      listenTls: `127.0.0.1:${tlsPort}`,
      tlsCertificate: join(prefix, 'cert.pem'),
      tlsCertificateKey: join(prefix, 'key.pem'),
      internalListen: `127.0.0.1:${internalPort}`,
      // Low enough to reach in a test: 1 a minute, after the burst of 10.
      rates: { forms: '1r/m' },
      cms: recorderAddress,
      pageService: `127.0.0.1:${pageServicePort}`,
      logs: join(prefix, 'logs'),
      temp: join(prefix, 'temp'),
    });
    nginx = spawn(
      /** @type {string} */ (nginxBin), // the suite is skipped without it
      [
        '-p',
        prefix,
        '-c',
        join(prefix, 'conf', 'nginx.conf'),
        '-g',
        `daemon off; pid ${join(prefix, 'nginx.pid')};`,
      ],
      { stdio: ['ignore', 'inherit', 'inherit'] },
    );
    await waitForReady(`http://127.0.0.1:${pageServicePort}`, {
      timeoutMs: 60_000,
      alive: () => pageService.exitCode === null,
    });
    await waitForReady(`http://127.0.0.1:${internalPort}`, {
      timeoutMs: 20_000,
      alive: () => nginx.exitCode === null,
    });
  });

  test.afterAll(async () => {
    for (const child of [nginx, pageService]) {
      if (child && child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await exited;
      }
    }
    await /** @type {Promise<void>} */ (
      new Promise((r) => (recorder ? recorder.close(() => r()) : r()))
    );
    await cms?.stop();
    if (prefix) rmSync(prefix, { recursive: true, force: true });
  });

  test('only the configured host is answered: any other Host gets no answer, an unknown name no TLS', async () => {
    await assert.rejects(
      request('/', { host: 'evil.example', secure: false }),
      /socket hang up|ECONNRESET/,
    );
    await assert.rejects(
      request('/', { host: '127.0.0.1', secure: false }),
      /socket hang up|ECONNRESET/,
    );
    await assert.rejects(
      new Promise((resolve, reject) => {
        const socket = tls.connect({
          host: '127.0.0.1',
          port: tlsPort,
          servername: 'evil.example',
          rejectUnauthorized: false,
        });
        socket.once('secureConnect', () => resolve(socket.end()));
        socket.once('error', reject);
      }),
      /alert|handshake|unrecognized name/i,
    );
    const ok = await request('/en/ditp-news');
    assert.equal(ok.status, 200);
    assert.match(ok.text, /<li[^>]*><article/, 'the page with its CMS content');
  });

  test('HTTP only redirects to HTTPS, without HSTS; HTTPS sends HSTS', async () => {
    const plain = await request('/en/ditp-news?page=2', { secure: false });
    assert.equal(plain.status, 301);
    assert.equal(plain.headers.location, `https://${HOST}:${tlsPort}/en/ditp-news?page=2`);
    assert.equal(plain.headers['strict-transport-security'], undefined);
    for (const path of ['/en/', '/api/home?locale=th', '/favicon.svg', '/no/such/file.js']) {
      const res = await request(path);
      assert.match(
        res.headers['strict-transport-security'] ?? '',
        /^max-age=\d{8,}; includeSubDomains$/,
        path,
      );
    }
  });

  test('/api: a body too large is a JSON 413; posts beyond the rate limit a JSON 429 with Retry-After', async () => {
    const big = await request('/api/inquiries', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ data: { message: 'x'.repeat(300_000) } }),
    });
    assert.equal(big.status, 413);
    assert.match(big.headers['content-type'] ?? '', /^application\/json/);
    assert.deepEqual(JSON.parse(big.text).error.status, 413);
    assert.equal(JSON.parse(big.text).data, null);

    const statuses = [];
    let refused;
    for (let i = 0; i < 14; i++) {
      const res = await request('/api/inquiries', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{"data":{}}',
      });
      statuses.push(res.status);
      if (res.status === 429) refused = res;
    }
    assert.ok(refused, `a 429 among ${statuses.join(', ')}`);
    assert.equal(refused.headers['retry-after'], '60');
    assert.match(refused.headers['content-type'] ?? '', /^application\/json/);
    assert.deepEqual(JSON.parse(refused.text), {
      data: null,
      error: {
        status: 429,
        name: 'RateLimitError',
        message: 'Too many requests. Try again in 60 seconds.',
        details: { code: 'rate_limited', retryAfter: 60 },
      },
    });
    assert.match(
      readFileSync(join(prefix, 'logs', 'error.log'), 'utf8'),
      /limiting requests.*zone "forms"/,
    );
    // Another class has its own budget.
    assert.notEqual((await request('/api/posts?locale=en')).status, 429);
  });

  test('the admin, Strapi plugin routes and health routes are not public; the internal listener has health', async () => {
    seen.length = 0;
    for (const path of [
      '/admin',
      '/admin/init',
      '/content-manager/collection-types',
      '/upload/files',
      '/i18n/locales',
      '/users-permissions/roles',
      '/_health',
      '/_health/ready',
      '/_health/live',
    ]) {
      const res = await request(path);
      assert.equal(res.status, 404, path);
    }
    assert.equal(
      seen.filter((s) =>
        /^\/(admin|content-manager|upload\/|i18n|users-permissions|_health)/.test(s.url),
      ).length,
      0,
    );
    const ready = await fetch(`http://127.0.0.1:${internalPort}/_health/ready`);
    assert.equal(ready.status, 200);
  });

  test('what the CMS or the page service should not tell the public is hidden; nginx sets the forwarding headers itself', async () => {
    seen.length = 0;
    const api = await request('/api/posts?locale=en', {
      headers: {
        origin: 'https://evil.example',
        'x-forwarded-for': '203.0.113.9',
        'x-request-id': 'client-chosen-id',
      },
    });
    assert.equal(api.status, 200);
    for (const h of [
      'access-control-allow-origin',
      'access-control-allow-credentials',
      'server-timing',
      'x-powered-by',
    ])
      assert.equal(api.headers[h], undefined, h);
    const forwarded = seen[seen.length - 1].headers;
    assert.equal(forwarded['x-forwarded-for'], '127.0.0.1', 'not the chain the client sent');
    assert.match(
      // Sent once, so a string (assert.match fails on anything else).
      /** @type {string} */ (forwarded['x-request-id']),
      /^[0-9a-f]{32}$/,
      "nginx's own request id",
    );
    assert.equal(api.headers['x-request-id'], forwarded['x-request-id']);

    // An address not rendered yet (its own page number), so that its CMS reads happen now.
    const page = await request('/en/ditp-news?page=3', {
      headers: { 'x-forwarded-host': 'evil.example' },
    });
    for (const h of ['server-timing', 'x-page-cache']) assert.equal(page.headers[h], undefined, h);
    assert.doesNotMatch(page.text, /evil\.example/);
    // The page's CMS reads carried the page request's id.
    assert.equal(page.status, 200);
    assert.ok(
      seen.some((s) => s.headers['x-request-id'] === page.headers['x-request-id']),
      `reads of ${page.headers['x-request-id']}: ${seen.map((s) => `${s.url.slice(0, 40)} ${s.headers['x-request-id']}`).join('; ')}`,
    );
  });

  test('draft previews send no Referer and are kept out of indexes', async () => {
    const res = await request('/th/preview/posts/abc?secret=not-a-secret');
    assert.equal(res.headers['referrer-policy'], 'no-referrer');
    assert.equal(res.headers['x-robots-tag'], 'noindex');
    const other = await request('/th/');
    assert.equal(other.headers['referrer-policy'], 'strict-origin-when-cross-origin');
    assert.equal(other.headers['x-robots-tag'], undefined);
  });

  test('the access log is JSON with request ids, and never holds a query string', async () => {
    const page = await request('/en/?query=secret-search-text-1&token=secret-token-2');
    await request('/api/posts?locale=en&filters[title][$eq]=secret-filter-3', {
      headers: { referer: `https://${HOST}/en/?token=secret-referer-4` },
    });
    await new Promise((r) => setTimeout(r, 200));
    const log = readFileSync(join(prefix, 'logs', 'access.log'), 'utf8');
    assert.doesNotMatch(log, /secret-/);
    const lines = log
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    const line = lines.find((l) => l.requestId === page.headers['x-request-id']);
    assert.ok(line, 'the page request is logged under its id');
    assert.equal(line.path, '/en/');
    assert.equal(line.status, page.status);
  });
});
