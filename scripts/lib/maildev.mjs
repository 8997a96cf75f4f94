// @ts-check
/**
 * A local mail catcher: maildev (devDependency) in its own process group on 127.0.0.1, its mail in a
 * throwaway folder. The CMS sends its e-mail there by SMTP (`smtpEnv`); people read it on the web
 * page, tests through maildev's REST API (`listMail`, `waitForMail`).
 *
 *   const catcher = await startMaildev();                  // free ports
 *   const catcher = await startMaildev({ smtpPort: 1025, webPort: 1080 });
 *   await startCms({ env: { ...catcher.smtpEnv } });
 *   const [mail] = await waitForMail(catcher.url, (m) => m.to[0].address === 'a@example.com');
 *   await catcher.stop();
 *
 * REST API (maildev 3): GET /api/email (every message: id, subject, from, to, text, html, headers),
 * GET /api/email/:id/source (the raw message, headers included), DELETE /api/email/all,
 * GET /api/healthz.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { freePort } from '../cms.mjs';

const require = createRequire(import.meta.url);
/** @param {number} ms */
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** The maildev command line (its package's bin; the package exports neither it nor package.json). */
export function maildevBin() {
  for (const dir of require.resolve.paths('maildev') ?? []) {
    const pkg = join(dir, 'maildev', 'package.json');
    if (existsSync(pkg))
      return join(dirname(pkg), JSON.parse(readFileSync(pkg, 'utf8')).bin.maildev);
  }
  throw new Error('maildev is not installed: run `npm install` at the repository root');
}

/**
 * True when nothing listens on 127.0.0.1:port.
 *
 * @param {number} port
 * @returns {Promise<boolean>}
 */
export function portIsFree(port) {
  return new Promise((resolve) => {
    const srv = net.createServer();
    srv.unref();
    srv.once('error', () => resolve(false));
    srv.listen(port, '127.0.0.1', () => srv.close(() => resolve(true)));
  });
}

/**
 * Starts maildev; resolves once its API answers.
 * @param {{ smtpPort?: number, webPort?: number, timeoutMs?: number, log?: 'ignore' | 'inherit' }} [opts]
 *   ports default to free ones
 * @returns {Promise<{ url: string, smtpPort: number, webPort: number, pid: number,
 *   smtpEnv: Record<string, string>, stop: () => Promise<void> }>}
 */
export async function startMaildev({ smtpPort, webPort, timeoutMs = 30_000, log = 'ignore' } = {}) {
  smtpPort ??= await freePort();
  webPort ??= await freePort();
  const dir = mkdtempSync(join(tmpdir(), 'ditp-maildev-'));
  const child = spawn(
    process.execPath,
    [
      maildevBin(),
      '--smtp',
      String(smtpPort),
      '--web',
      String(webPort),
      '--ip',
      '127.0.0.1',
      '--web-ip',
      '127.0.0.1',
      '--mail-directory',
      dir,
      ...(log === 'ignore' ? ['--silent'] : []),
    ],
    { detached: true, stdio: ['ignore', log, log] },
  );
  // Spawning node itself: a pid, unless the spawn failed, and then its 'error' event, unheard,
  // ends this process.
  const pid = /** @type {number} */ (child.pid);
  // Cast, not annotated: set in the exit listener, which the checker's flow analysis does not see.
  let exited = /** @type {{ code: number | null, signal: NodeJS.Signals | null } | null} */ (null);
  const exit = /** @type {Promise<void>} */ (
    new Promise((resolve) =>
      child.on('exit', (code, signal) => {
        exited = { code, signal };
        resolve();
      }),
    )
  );
  /** @param {NodeJS.Signals} signal */
  const kill = (signal) => {
    try {
      process.kill(-pid, signal);
    } catch {
      // already gone
    }
  };
  const onParentExit = () => kill('SIGKILL');
  process.on('exit', onParentExit);
  const stop = async () => {
    process.off('exit', onParentExit);
    if (!exited) {
      kill('SIGTERM');
      const timer = setTimeout(() => kill('SIGKILL'), 5_000);
      await exit;
      clearTimeout(timer);
    }
    rmSync(dir, { recursive: true, force: true });
  };

  const url = `http://127.0.0.1:${webPort}`;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (exited) {
      await stop();
      throw new Error(
        `maildev exited during start-up (code ${exited.code}, signal ${exited.signal})`,
      );
    }
    try {
      const res = await fetch(`${url}/api/healthz`, { signal: AbortSignal.timeout(1000) });
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`maildev did not answer on ${url} within ${timeoutMs / 1000} s`);
    }
    await sleep(150);
  }
  return {
    url,
    smtpPort,
    webPort,
    pid,
    /** What the CMS needs to send its e-mail here (cms/config/plugins.ts). */
    smtpEnv: { SMTP_HOST: '127.0.0.1', SMTP_PORT: String(smtpPort), SMTP_SECURE: 'false' },
    stop,
  };
}

/**
 * A message as GET /api/email lists it: maildev's JSON, parsed and not checked. These are the
 * fields this repository reads, as maildev 3 describes them (its `Email` type, @maildev/core).
 *
 * @typedef {{ id: string, subject: string, from: MailAddress[], to: MailAddress[],
 *   text?: string, html?: string, headers: Record<string, string | string[]> }} MailMessage
 * @typedef {{ address: string, name?: string }} MailAddress
 */

/**
 * Every message maildev holds, oldest first.
 *
 * @param {string} url maildev's web address (startMaildev's `url`)
 * @returns {Promise<MailMessage[]>}
 */
export async function listMail(url) {
  const res = await fetch(`${url}/api/email`, { signal: AbortSignal.timeout(10_000) });
  if (!res.ok) throw new Error(`maildev: GET /api/email answered ${res.status}`);
  return res.json();
}

/**
 * The raw message (headers and body) as received.
 *
 * @param {string} url
 * @param {string} id
 * @returns {Promise<string>}
 */
export async function mailSource(url, id) {
  const res = await fetch(`${url}/api/email/${encodeURIComponent(id)}/source`, {
    signal: AbortSignal.timeout(10_000),
  });
  if (!res.ok) throw new Error(`maildev: GET /api/email/${id}/source answered ${res.status}`);
  return res.text();
}

/**
 * The messages sent to `address` (case-insensitive).
 *
 * @param {string} url
 * @param {string} address
 * @returns {Promise<MailMessage[]>}
 */
export async function mailTo(url, address) {
  const wanted = address.toLowerCase();
  return (await listMail(url)).filter((m) =>
    (m.to ?? []).some((t) => String(t.address).toLowerCase() === wanted),
  );
}

/**
 * Waits until at least `count` messages match `filter`; resolves them. Rejects after `timeoutMs`.
 * @param {string} url
 * @param {(message: MailMessage) => boolean} filter
 * @param {{ count?: number, timeoutMs?: number }} [options]
 * @returns {Promise<MailMessage[]>}
 */
export async function waitForMail(url, filter, { count = 1, timeoutMs = 20_000 } = {}) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = (await listMail(url)).filter(filter);
    if (found.length >= count) return found;
    if (Date.now() > deadline) {
      throw new Error(
        `maildev: ${found.length} of ${count} expected message(s) after ${timeoutMs / 1000} s`,
      );
    }
    await sleep(200);
  }
}
