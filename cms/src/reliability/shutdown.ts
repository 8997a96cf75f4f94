import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';

/**
 * Graceful shutdown. Strapi's own (SIGTERM/SIGINT -> `strapi.destroy()`) destroys every open
 * connection at once, cutting the requests in flight: a form post could be stored while its visitor
 * is told it failed. Here `strapi.destroy()` first drains:
 *
 * 1. from the signal on, no new request is accepted: any request that reaches the CMS, on a new or
 *    an open connection, is answered 503 `shutting_down` with `Connection: close` before anything
 *    of it is read or stored (the visitor can retry elsewhere; nothing was kept);
 * 2. the requests in flight run to their end, their answers carry `Connection: close`; the CMS
 *    waits for them up to `SHUTDOWN_GRACE_MS` (default 20,000 ms);
 * 3. once nothing has arrived for 300 ms (at most 3 s more), the listening socket is closed (from
 *    then on connections are refused) and Strapi's own destroy runs: plugins, the remaining (idle)
 *    connections, the database, exit.
 *
 * The listening socket stays open during the drain on purpose: closing it at once makes the kernel
 * reset every connection still waiting in its accept queue, requests a busy CMS had not picked up
 * yet, and their visitors would see a cut connection instead of an answer.
 *
 * A post therefore either completes (201 and stored) or is never accepted, unless it is still
 * running after the grace period.
 */
// A busy process reads connections the kernel has queued late: 300 ms of quiet was once not enough
// on a loaded 2-core machine (64 queued requests cut by the fault test). Every shutdown waits at
// least this long after the last request; under steady traffic at most QUIET_MAX_MS.
const QUIET_MS = 1000;
const QUIET_MAX_MS = 5000;

export function shutdownGraceMs() {
  const v = Number(process.env.SHUTDOWN_GRACE_MS);
  return Number.isFinite(v) && v >= 0 ? v : 20_000;
}

export function installGracefulShutdown(strapi: Core.Strapi) {
  let draining = false;
  let inFlight = 0;
  let idle: (() => void) | null = null;
  let lastActivity = 0;
  strapi.server.httpServer.on('connection', () => {
    lastActivity = Date.now();
  });

  // First middleware of the app (register runs before the configured middlewares are added).
  strapi.server.app.use(async (ctx: Context, next: () => Promise<void>) => {
    if (draining) {
      lastActivity = Date.now();
      ctx.set('Connection', 'close');
      ctx.set('Retry-After', '5');
      ctx.status = 503;
      ctx.body = {
        data: null,
        error: {
          status: 503,
          name: 'ServiceUnavailableError',
          message: 'The service is restarting. Nothing was saved; please try again.',
          details: { code: 'shutting_down' },
        },
      };
      return;
    }
    lastActivity = Date.now();
    inFlight++;
    try {
      await next();
    } finally {
      if (draining) ctx.set('Connection', 'close');
      inFlight--;
      if (inFlight === 0 && idle) idle();
    }
  });

  const destroy = strapi.destroy.bind(strapi);
  let drained: Promise<void> | null = null;
  const drain = () =>
    (drained ??= (async () => {
      draining = true;
      const grace = shutdownGraceMs();
      const http = strapi.server.httpServer;
      const started = Date.now();
      strapi.log.info(
        `[ditp-cms] shutting down: new requests answered 503, ${inFlight} request(s) in flight, waiting up to ${grace} ms`,
      );
      if (inFlight > 0) {
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, grace);
          idle = () => {
            clearTimeout(timer);
            resolve();
          };
        });
      }
      // Connections the kernel has queued or Node has accepted but not read yet are still coming:
      // keep answering them (503) until nothing has arrived for QUIET_MS (at most QUIET_MAX_MS,
      // within the grace period), then refuse connections; Strapi's destroy closes what is left.
      const quietUntil = Math.min(started + grace, Date.now() + QUIET_MAX_MS);
      while (Date.now() < quietUntil && (inFlight > 0 || Date.now() - lastActivity < QUIET_MS)) {
        await new Promise((r) => setTimeout(r, 50));
      }
      if (http.listening) http.close();
      http.closeIdleConnections?.();
      if (inFlight > 0)
        strapi.log.warn(
          `[ditp-cms] shutdown: ${inFlight} request(s) still running after ${grace} ms are cut`,
        );
      else strapi.log.info(`[ditp-cms] shutdown: requests drained in ${Date.now() - started} ms`);
    })());

  strapi.destroy = async () => {
    await drain();
    return destroy();
  };

  return { isDraining: () => draining };
}
