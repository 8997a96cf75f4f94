// @ts-check
/**
 * The test and bench server (scripts/lib/serve.mjs) against the built site and the real CMS: it
 * stays inside dist/, keeps build artefacts to itself, sends the same security headers as nginx
 * (read from deploy/), hides what the CMS should not tell, and never takes an origin from Host.
 * Run by scripts/e2e.mjs.
 */
import assert from 'node:assert/strict';
import http from 'node:http';
import { test } from '@playwright/test';
import { serveDist } from '../../scripts/lib/serve.mjs';
import { dist, startThrowawayCms } from '../../scripts/lib/stack.mjs';

/**
 * A raw request (the path exactly as written, any Host).
 *
 * @param {string} base the server's origin
 * @param {string} path
 * @param {Record<string, string>} [headers]
 * @returns {Promise<{ status: number | undefined, headers: http.IncomingHttpHeaders, text: string }>}
 */
function raw(base, path, headers = {}) {
  const { port } = new URL(base);
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path, headers, agent: false }, (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (c) => (text += c));
        res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, text }));
      })
      .on('error', reject);
  });
}

test.describe('the test server (scripts/lib/serve.mjs)', () => {
  /** @type {Awaited<ReturnType<typeof startThrowawayCms>>} */
  let cms;
  /** @type {Awaited<ReturnType<typeof serveDist>>} */
  let site;
  test.beforeAll(async () => {
    cms = await startThrowawayCms({ name: 'serve-e2e' });
    site = await serveDist({ dist, cmsUrl: cms.url });
  });
  test.afterAll(async () => {
    await site?.close();
    await cms?.stop();
  });

  test('never leaves dist/ (sibling folders such as dist-server/ included)', async () => {
    for (const path of [
      '/..%2fdist-server%2fpackage.json',
      '/..%2Fdist-server%2Fpage-service.mjs',
      '/%2e%2e/dist-server/package.json',
      '/assets/..%2f..%2fpackage.json',
    ]) {
      const res = await raw(site.url, path);
      // (`%2e%2e` is `..` to the URL parser itself: that one ends as /dist-server/... inside
      // dist/, which does not exist there: the static shell.)
      if (!path.startsWith('/%2e'))
        assert.ok(
          /** @type {(number | undefined)[]} */ ([400, 404]).includes(res.status),
          `${path}: ${res.status}`,
        );
      assert.doesNotMatch(res.text, /ditp-page-service|"dependencies"|^#!/, path);
    }
    const broken = await raw(site.url, '/%E0%A4%A');
    assert.equal(broken.status, 400);
  });

  test('does not serve the CSP hash file (a build artefact)', async () => {
    assert.equal((await raw(site.url, '/csp-script-hash.txt')).status, 404);
  });

  test("sends nginx's security headers on pages, assets, files and /api, and no HSTS over HTTP", async () => {
    const html = (await raw(site.url, '/')).text;
    const script = /src="(\/assets\/[^"]+\.js)"/.exec(html);
    assert.ok(script, 'the page loads a script from /assets/');
    const asset = script[1];
    for (const path of ['/', '/en/ditp-news', asset, '/favicon.svg', '/api/home?locale=en']) {
      const { status, headers } = await raw(site.url, path);
      assert.equal(status, 200, path);
      // Each header below is sent once, so a string (assert.match fails on anything else).
      assert.match(
        /** @type {string} */ (headers['content-security-policy'] ?? ''),
        /^default-src 'self'; script-src 'self' 'sha256-/,
        path,
      );
      assert.match(
        /** @type {string} */ (headers['content-security-policy']),
        /frame-ancestors 'none'$/,
        path,
      );
      assert.equal(headers['x-content-type-options'], 'nosniff', path);
      assert.equal(headers['referrer-policy'], 'strict-origin-when-cross-origin', path);
      assert.equal(headers['x-frame-options'], 'DENY', path);
      assert.equal(headers['cross-origin-opener-policy'], 'same-origin', path);
      assert.match(
        /** @type {string} */ (headers['permissions-policy'] ?? ''),
        /(^|, )camera=\(\)/,
        path,
      );
      assert.equal(headers['strict-transport-security'], undefined, path);
      assert.equal(headers['x-robots-tag'], undefined, path);
    }
    const preview = await raw(site.url, '/th/preview/posts/abc?secret=x');
    assert.equal(preview.headers['referrer-policy'], 'no-referrer');
    assert.equal(preview.headers['x-robots-tag'], 'noindex');
  });

  test('hides what the CMS should not tell (banner, CORS grants) on /api', async () => {
    const res = await raw(site.url, '/api/posts?locale=en', { origin: 'https://evil.example' });
    assert.equal(res.status, 200);
    for (const h of [
      'x-powered-by',
      'access-control-allow-origin',
      'access-control-allow-credentials',
    ])
      assert.equal(res.headers[h], undefined, h);
    assert.equal(res.headers['cache-control'], 'no-store');
  });

  test('never takes an origin from the Host or X-Forwarded-* headers', async () => {
    const res = await raw(site.url, '/en/ditp-news?page=2', {
      host: 'evil.example',
      'x-forwarded-host': 'evil.example',
      'x-forwarded-proto': 'http',
    });
    assert.equal(res.status, 200);
    assert.match(
      res.text,
      /hreflang="th-TH" href="https:\/\/www\.ditp\.go\.th\/th\/ditp-news\?page=2"/,
    );
    assert.doesNotMatch(res.text, /evil\.example/);
  });
});
