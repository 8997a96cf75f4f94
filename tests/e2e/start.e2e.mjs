// @ts-check
/**
 * The README's first command: `npm start` (scripts/start.mjs) starts the CMS with its seed and its
 * admin panel, the mail catcher and the site, and the site is served as production serves it: pages rendered on the
 * server with their CMS content by the page service, /api proxied, the production headers, HEAD
 * answered truthfully. Runs start.mjs itself on free ports with a throwaway database and upload
 * folders (never the developer's own), and stops it with SIGTERM as Ctrl+C would.
 * Run by scripts/e2e.mjs (which builds dist/ first, so start.mjs does not rebuild).
 */
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { test } from '@playwright/test';
import { freePort } from '../../scripts/cms.mjs';
import { root } from '../../scripts/lib/stack.mjs';

test.describe('npm start', () => {
  /** @type {import('node:child_process').ChildProcessByStdio<null, import('node:stream').Readable, import('node:stream').Readable>} */
  let child;
  /** @type {string} */
  let base;
  let output = '';
  const id = `start-e2e-${process.pid}`;
  const tmp = join(root, 'cms', '.tmp');
  const paths = {
    db: join(tmp, `${id}.db`),
    public: join(tmp, `${id}-public`),
    private: join(tmp, `${id}-private`),
  };

  test.beforeAll(async () => {
    const [cmsPort, sitePort] = [await freePort(), await freePort()];
    // As the README says it, without --no-admin: on a fresh clone the first start builds the
    // admin panel (`strapi build`, ~30 to 90 s), which once failed for want of the local secrets.
    child = spawn(process.execPath, [join(root, 'scripts', 'start.mjs')], {
      cwd: root,
      env: {
        ...process.env,
        CMS_PORT: String(cmsPort),
        PORT: String(sitePort),
        DATABASE_FILENAME: paths.db,
        STRAPI_PUBLIC_DIR: paths.public,
        PRIVATE_UPLOAD_DIR: paths.private,
        SMTP_HOST: '',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    base = `http://127.0.0.1:${sitePort}`;
    const deadline = Date.now() + 300_000;
    while (!output.includes('Stop with Ctrl+C')) {
      if (child.exitCode !== null) throw new Error(`npm start exited early:\n${output}`);
      if (Date.now() > deadline) throw new Error(`npm start did not come up in 300 s:\n${output}`);
      await new Promise((r) => setTimeout(r, 250));
    }
  });

  test.afterAll(async () => {
    if (child && child.exitCode === null) {
      // SIGTERM first: start.mjs then stops the CMS it started (its own process group).
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
      await exited;
      clearTimeout(timer);
    }
    for (const p of [
      paths.db,
      `${paths.db}-wal`,
      `${paths.db}-shm`,
      `${paths.db}-journal`,
      paths.public,
      paths.private,
    ]) {
      rmSync(p, { recursive: true, force: true });
    }
  });

  test('prints where everything is', () => {
    assert.match(output, new RegExp(`DITP site +${base}/`));
    assert.match(output, /rendered on the server/);
    assert.match(output, /CMS API +http:\/\/127\.0\.0\.1:\d+\/api/);
    assert.match(output, /Mail +http:\/\/127\.0\.0\.1:\d+\//);
  });

  test('the CMS admin panel is built and served where the output says', async () => {
    const url = output.match(/CMS admin +(http:\/\/127\.0\.0\.1:\d+\/admin)/)?.[1];
    assert.ok(url, `the admin address is printed:\n${output}`);
    const res = await fetch(url);
    assert.equal(res.status, 200);
    const html = await res.text();
    assert.match(html, /<title>Strapi Admin<\/title>/);
    assert.match(html, /<meta name="robots" content="noindex"/);
  });

  test('pages arrive rendered on the server with their CMS content and the production headers', async () => {
    const res = await fetch(`${base}/en/ditp-news`);
    assert.equal(res.status, 200);
    const html = await res.text();
    assert.match(html, /<html lang="en"/);
    assert.match(html, /<h1[^>]*>DITP news<\/h1>.*<li[^>]*><article/s, 'the list, not a loader');
    assert.match(html, /id="ssr-data">\{"locale":"en"/);
    assert.match(res.headers.get('content-security-policy') ?? '', /default-src 'self'/);
    assert.equal(res.headers.get('x-content-type-options'), 'nosniff');
    const missing = await fetch(`${base}/en/no-such-page`);
    assert.equal(missing.status, 404);
    assert.equal((await fetch(`${base}/th/`, { method: 'HEAD' })).status, 200);
    assert.equal((await fetch(`${base}/th/no-such-page`, { method: 'HEAD' })).status, 404);
  });

  test('the API and the seeded content are there, without the test fixtures', async () => {
    const res = await fetch(`${base}/api/posts?locale=th&pagination[pageSize]=100`);
    assert.equal(res.status, 200);
    const { data } = await res.json();
    assert.ok(data.length > 0, 'seeded posts');
    assert.ok(
      !data.some((/** @type {{ title: string }} */ post) => /เฉพาะภาษาไทย/.test(post.title)),
      'the Thai-only test fixture is not in the visitors’ seed',
    );
  });

  test('Ctrl+C (SIGTERM) stops the site, the CMS and the mail catcher', async () => {
    const exited = new Promise((r) => child.once('exit', (code) => r(code)));
    child.kill('SIGTERM');
    assert.equal(await exited, 0);
    await assert.rejects(fetch(`${base}/th/`, { signal: AbortSignal.timeout(2000) }));
  });
});
