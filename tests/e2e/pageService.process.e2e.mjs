// @ts-check
/**
 * The built page service as production runs it (dist-server/page-service.mjs: the supervisor and
 * its worker), against the real CMS behind a proxy that can slow it down: SIGTERM lets the
 * requests in flight finish and exits 0; a worker that dies is replaced; a worker whose heap stays
 * above the guard is replaced without a refused request. Run by scripts/e2e.mjs.
 */
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import http from 'node:http';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { serverOutDir } from '../../scripts/build-server.mjs';
import { freePort } from '../../scripts/cms.mjs';
import { dist, startThrowawayCms, waitForReady } from '../../scripts/lib/stack.mjs';

/**
 * One JSON line of the service's log (parsed, not checked): its event and that event's fields.
 *
 * @typedef {{ event: string, pid?: number, [field: string]: unknown }} LogLine
 */

const sleep = (/** @type {number} */ ms) => new Promise((r) => setTimeout(r, ms));

test.describe('the page service process (supervisor and worker)', () => {
  /** @type {Awaited<ReturnType<typeof startThrowawayCms>>} */
  let cms;
  /** @type {http.Server} */
  let proxy;
  const slow = { ms: 0 };
  /** Request ids of the CMS reads that reached the proxy. */
  const readIds = new Set();
  /** @type {import('node:child_process').ChildProcess[]} */
  const running = [];

  test.beforeAll(async () => {
    cms = await startThrowawayCms({ name: 'page-service-process-e2e' });
    proxy = http.createServer((req, res) => {
      if (req.headers['x-request-id']) readIds.add(req.headers['x-request-id']);
      setTimeout(() => {
        const upstream = http.request(
          // A request to a server always carries its URL (the type allows none for client ones).
          new URL(/** @type {string} */ (req.url), cms.url),
          { method: req.method, headers: { ...req.headers, host: new URL(cms.url).host } },
          (answer) => {
            res.writeHead(answer.statusCode ?? 502, answer.headers);
            answer.pipe(res);
          },
        );
        upstream.on('error', () => res.destroyed || res.writeHead(502).end());
        req.pipe(upstream);
      }, slow.ms);
    });
    await /** @type {Promise<void>} */ (new Promise((r) => proxy.listen(0, '127.0.0.1', r)));
  });

  test.afterAll(async () => {
    for (const child of running) if (child.exitCode === null) child.kill('SIGKILL');
    await new Promise((r) => proxy?.close(r));
    await cms?.stop();
  });

  /**
   * Starts the built service; its JSON log lines are collected in `lines`.
   *
   * @param {string[]} [extra] more command-line arguments
   */
  async function start(extra = []) {
    const port = await freePort();
    const child = spawn(
      process.execPath,
      [
        join(serverOutDir, 'page-service.mjs'),
        '--listen',
        `127.0.0.1:${port}`,
        '--cms',
        // Listening on a TCP port, so the address is an AddressInfo (not a pipe name, not null).
        `http://127.0.0.1:${/** @type {import('node:net').AddressInfo} */ (proxy.address()).port}`,
        '--dist',
        dist,
        '--cache-seconds',
        '0',
        '--data-timeout-ms',
        '20000',
        ...extra,
      ],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    running.push(child);
    /** @type {LogLine[]} */
    const lines = [];
    let buffered = '';
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk) => {
      buffered += chunk;
      const parts = buffered.split('\n');
      buffered = /** @type {string} */ (parts.pop()); // split() returns at least one part
      for (const line of parts) if (line.trim()) lines.push(JSON.parse(line));
    });
    const exited = new Promise((r) => child.once('exit', (code, signal) => r({ code, signal })));
    const url = `http://127.0.0.1:${port}`;
    await waitForReady(url, { timeoutMs: 90_000, alive: () => child.exitCode === null });
    return { child, url, lines, exited };
  }

  const workerPids = (/** @type {LogLine[]} */ lines) =>
    lines.filter((l) => l.event === 'worker_listening').map((l) => l.pid);

  /**
   * @param {string} what names the wait in the timeout's message
   * @param {() => boolean} check
   */
  async function until(what, check, ms = 60_000) {
    await expect.poll(check, { message: `waiting for ${what}`, timeout: ms }).toBe(true);
  }

  test('SIGTERM: the requests in flight all finish with their pages, then the process exits 0', async () => {
    const service = await start(['--shutdown-seconds', '30']);
    slow.ms = 700;
    readIds.clear();
    try {
      const pages = ['/en/ditp-news', '/th/ditp-news', '/en/procurement', '/th/', '/en/', '/ja/'];
      const ids = pages.map((_, i) => `sigterm-test-${i}-${Date.now()}`);
      const answers = pages.map((path, i) =>
        fetch(`${service.url}${path}`, { headers: { 'x-request-id': ids[i] } }).then(
          async (res) => ({ status: res.status, html: await res.text() }),
          (error) => ({ status: 0, error: String(error.cause ?? error) }),
        ),
      );
      // Every request is being rendered (its CMS reads have started) when the signal comes.
      await until('every render to start', () => ids.every((id) => readIds.has(id)));
      service.child.kill('SIGTERM');
      const done = await Promise.all(answers);
      assert.deepEqual(
        done.map((a) => a.status),
        pages.map(() => 200),
        JSON.stringify(done.map((a) => ('error' in a ? a.error : a.status))),
      );
      for (const a of done) {
        assert.ok('html' in a, 'answered');
        assert.match(a.html, /"fallback":\{"/, 'rendered with CMS content');
      }
      assert.deepEqual(await service.exited, { code: 0, signal: null });
      assert.ok(service.lines.some((l) => l.event === 'shutdown_complete' && l.cut === 0));
      await assert.rejects(fetch(`${service.url}/_health/live`));
    } finally {
      slow.ms = 0;
    }
  });

  test('a worker that dies is replaced, and the service answers again', async () => {
    const service = await start();
    const [first] = workerPids(service.lines);
    assert.ok(first, 'a worker listened');
    process.kill(first, 'SIGKILL');
    await until('a new worker', () => workerPids(service.lines).some((p) => p !== first));
    assert.ok(
      service.lines.some(
        (l) => l.event === 'worker_exited' && l.pid === first && l.signal === 'SIGKILL',
      ),
    );
    await waitForReady(service.url, { timeoutMs: 30_000 });
    assert.equal((await fetch(`${service.url}/en/ditp-news`)).status, 200);
    service.child.kill('SIGTERM');
    assert.deepEqual(await service.exited, { code: 0, signal: null });
  });

  test('a worker whose heap stays above the guard is replaced without refusing a request', async () => {
    // A guard no worker can stay under: the first check-out comes after 3 checks (15 s).
    const service = await start(['--heap-guard', '0.01']);
    const [first] = workerPids(service.lines);
    /** @type {(number | string)[]} statuses other than 200, and errors */
    const failures = [];
    let answered = 0;
    let polling = true;
    const poll = (async () => {
      while (polling) {
        try {
          const res = await fetch(`${service.url}/_health/live`);
          await res.text();
          if (res.status === 200) answered++;
          else failures.push(res.status);
        } catch (error) {
          failures.push(String(/** @type {Error} */ (error).cause ?? error));
        }
        await sleep(50);
      }
    })();
    await until(
      'the replacement',
      () => service.lines.some((l) => l.event === 'worker_replaced' && l.old === first),
      90_000,
    );
    await until('the old worker to leave', () =>
      service.lines.some((l) => l.event === 'worker_exited' && l.pid === first),
    );
    polling = false;
    await poll;
    const exit = service.lines.find((l) => l.event === 'worker_exited' && l.pid === first);
    assert.equal(exit?.code, 0, 'the old worker drained and left');
    assert.ok(service.lines.some((l) => l.event === 'worker_memory_high'));
    assert.deepEqual(failures, []);
    assert.ok(answered > 20, `${answered} answers during the replacement`);
    service.child.kill('SIGTERM');
    assert.deepEqual(await service.exited, { code: 0, signal: null });
  });
});
