/**
 * Entry of `dist-server/page-service.mjs` (the bundle `npm run build` writes; it needs Node 20.19+
 * and jsdom, listed in dist-server/package.json):
 *
 *   node dist-server/page-service.mjs --dist /srv/ditp/dist [--listen 127.0.0.1:8081]
 *     [--cms http://127.0.0.1:1337] [--site-url https://www.ditp.go.th] [--cache-seconds 10]
 *     [--data-timeout-ms 1500] [--heap-mb 512] [--heap-guard 0.85] [--workers 1]
 *     [--shutdown-seconds 10] [--no-supervisor]
 *
 * Defaults from DITP_DIST, PAGE_SERVICE_LISTEN, CMS_URL, SITE_URL, PAGE_CACHE_SECONDS,
 * PAGE_SERVICE_DATA_TIMEOUT_MS, PAGE_SERVICE_HEAP_MB, PAGE_SERVICE_HEAP_GUARD,
 * PAGE_SERVICE_WORKERS and PAGE_SERVICE_SHUTDOWN_SECONDS, then the values
 * above (`--dist` defaults to ../dist beside this file; the site URL to DEFAULT_SITE_URL, which a
 * production deploy must replace with its own).
 *
 * By default this process is a supervisor (./supervisor.ts) running the service in `--workers`
 * worker processes, each with `--heap-mb` of V8 heap: a worker that dies is restarted, one whose
 * heap stays above `--heap-guard` of its limit (15 s in a row) is replaced. `--no-supervisor` runs the service in this process (for a
 * supervisor of your own, e.g. systemd with Restart=always: then the memory guard ends the process
 * with status 1 after draining it). SIGTERM/SIGINT: graceful stop (no new connections, requests in
 * flight finish within --shutdown-seconds), exit 0. Logs: JSON lines on stdout (./log.ts). See
 * ./pageService.ts and deploy/README.md.
 */
import cluster from 'node:cluster';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { JSDOM } from 'jsdom';
import { createLogger, errorField } from './log';
import { DEFAULT_SITE_URL, startPageService } from './pageService';
import { SHUTDOWN_MESSAGE, supervise, watchHeap } from './supervisor';

const { values } = parseArgs({
  options: {
    listen: { type: 'string' },
    cms: { type: 'string' },
    dist: { type: 'string' },
    'cache-seconds': { type: 'string' },
    'site-url': { type: 'string' },
    'data-timeout-ms': { type: 'string' },
    'heap-mb': { type: 'string' },
    'heap-guard': { type: 'string' },
    workers: { type: 'string' },
    'shutdown-seconds': { type: 'string' },
    'no-supervisor': { type: 'boolean' },
  },
});
const env = process.env;
const here = fileURLToPath(new URL('.', import.meta.url));
const dist = values.dist ?? env.DITP_DIST ?? join(here, '..', 'dist');
const listen = values.listen ?? env.PAGE_SERVICE_LISTEN ?? '127.0.0.1:8081';
const cmsUrl = values.cms ?? env.CMS_URL ?? 'http://127.0.0.1:1337';
const siteUrl = values['site-url'] ?? env.SITE_URL;
const cacheSeconds = Number(values['cache-seconds'] ?? env.PAGE_CACHE_SECONDS ?? 10);
const dataTimeoutMs = Number(values['data-timeout-ms'] ?? env.PAGE_SERVICE_DATA_TIMEOUT_MS ?? 1500);
const heapMb = Number(values['heap-mb'] ?? env.PAGE_SERVICE_HEAP_MB ?? 512);
const heapGuard = Number(values['heap-guard'] ?? env.PAGE_SERVICE_HEAP_GUARD ?? 0.85);
const workers = Number(values.workers ?? env.PAGE_SERVICE_WORKERS ?? 1);
const shutdownMs =
  Number(values['shutdown-seconds'] ?? env.PAGE_SERVICE_SHUTDOWN_SECONDS ?? 10) * 1000;
const m = /^(?:\[?([^\]]*)\]?:)?(\d+)$/.exec(listen);
const logger = createLogger();

const valid =
  m &&
  Number.isFinite(cacheSeconds) &&
  cacheSeconds >= 0 &&
  Number.isFinite(dataTimeoutMs) &&
  dataTimeoutMs > 0 &&
  heapGuard > 0 &&
  heapGuard <= 1 &&
  Number.isInteger(heapMb) &&
  heapMb >= 64 &&
  Number.isInteger(workers) &&
  workers >= 1 &&
  Number.isFinite(shutdownMs) &&
  shutdownMs >= 0;
if (!valid) {
  console.error(
    'page-service: --listen wants [host:]port, --cache-seconds and --shutdown-seconds numbers >= 0, --data-timeout-ms a number > 0, --heap-mb an integer >= 64, --heap-guard a ratio in (0, 1], --workers an integer >= 1',
  );
  process.exit(2);
}

if (cluster.isPrimary && !values['no-supervisor']) {
  if (!siteUrl) logger.warn('site_url_default', { siteUrl: DEFAULT_SITE_URL });
  supervise({ workers, heapMb, shutdownMs, logger });
} else {
  const started = await startPageService({
    cmsUrl,
    template: readFileSync(join(dist, 'index.html'), 'utf8'),
    domWindow: new JSDOM('').window as unknown as Window & typeof globalThis,
    cacheSeconds,
    dataTimeoutMs,
    siteUrl,
    logger,
    host: m![1] || '127.0.0.1',
    port: Number(m![2]),
  });
  logger.info('listening', { url: started.url, dist, cms: cmsUrl, pid: process.pid });
  if (!siteUrl && !cluster.isWorker) logger.warn('site_url_default', { siteUrl: DEFAULT_SITE_URL });

  let stopping = false;
  const stop = (why: string, code = 0) => {
    if (stopping) return;
    stopping = true;
    logger.info('stopping', { why, pid: process.pid });
    void started.shutdown({ timeoutMs: shutdownMs }).then(
      () => process.exit(code),
      (error: unknown) => {
        logger.error('shutdown_failed', { error: errorField(error) });
        process.exit(1);
      },
    );
  };
  // A supervised worker stops when the primary says so (the primary gets SIGTERM and tells every
  // worker); on its own, on the signals.
  if (cluster.isWorker) {
    process.on('message', (message: { type?: string }) => {
      if (message?.type === SHUTDOWN_MESSAGE.type) stop('supervisor');
    });
    process.on('SIGTERM', () => {}); // the primary decides (a group SIGTERM reaches us too)
    process.on('SIGINT', () => {});
  } else {
    process.once('SIGTERM', () => stop('SIGTERM'));
    process.once('SIGINT', () => stop('SIGINT'));
  }
  watchHeap({
    ratio: heapGuard,
    onHigh(heapUsed, heapLimit) {
      if (cluster.isWorker) process.send?.({ type: 'memory-high', heapUsed, heapLimit });
      else {
        logger.error('memory_limit', {
          heapUsedMb: Math.round(heapUsed / 1048576),
          heapLimitMb: Math.round(heapLimit / 1048576),
        });
        stop('memory', 1);
      }
    },
  });
}
