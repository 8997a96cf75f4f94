/**
 * The page service's own supervisor (node:cluster): a small primary process that runs the service
 * in worker processes with a fixed V8 heap limit, and
 *
 * - restarts a worker that dies (a crash, "JavaScript heap out of memory", a kill), with a growing
 *   delay when workers keep dying young;
 * - replaces a worker whose heap stays near its limit (the memory guard below): the new worker
 *   starts and listens first (the primary holds the port, so no connection is refused), then the
 *   old one drains its requests and exits;
 * - on SIGTERM/SIGINT asks every worker to shut down gracefully (stop accepting, finish what is in
 *   flight within the deadline) and exits 0 when they are gone.
 *
 * Messages between them: worker -> primary `{ type: 'memory-high', heapUsed, heapLimit }`;
 * primary -> worker `{ type: 'shutdown' }`.
 */
import cluster, { type Worker } from 'node:cluster';
import v8 from 'node:v8';
import type { Logger } from './log';

export interface SupervisorOptions {
  workers: number;
  /** `--max-old-space-size` of each worker, in MB. */
  heapMb: number;
  /** How long a worker may take to drain on shutdown before it is killed. */
  shutdownMs: number;
  logger: Logger;
}

export const SHUTDOWN_MESSAGE = { type: 'shutdown' } as const;

export function supervise({ workers, heapMb, shutdownMs, logger }: SupervisorOptions): void {
  cluster.setupPrimary({
    execArgv: [
      ...process.execArgv.filter((a) => !a.startsWith('--max-old-space-size')),
      `--max-old-space-size=${heapMb}`,
    ],
  });
  let stopping = false;
  /** Workers on their way out (replaced or shutting down): their exit is not a crash. */
  const retiring = new Set<Worker>();
  const started = new Map<Worker, number>();
  let youngDeaths = 0;

  const fork = (): Worker => {
    const worker = cluster.fork();
    started.set(worker, Date.now());
    worker.on('message', (message: { type?: string; heapUsed?: number; heapLimit?: number }) => {
      if (message?.type !== 'memory-high' || retiring.has(worker) || stopping) return;
      logger.warn('worker_memory_high', {
        pid: worker.process.pid,
        heapUsedMb: Math.round((message.heapUsed ?? 0) / 1048576),
        heapLimitMb: Math.round((message.heapLimit ?? 0) / 1048576),
      });
      retiring.add(worker);
      const next = fork();
      next.once('listening', () => {
        logger.info('worker_replaced', { old: worker.process.pid, new: next.process.pid });
        worker.send(SHUTDOWN_MESSAGE);
      });
    });
    return worker;
  };

  cluster.on('listening', (worker, address) => {
    logger.info('worker_listening', { pid: worker.process.pid, port: address.port });
  });
  cluster.on('exit', (worker, code, signal) => {
    const lived = Date.now() - (started.get(worker) ?? 0);
    started.delete(worker);
    const planned = retiring.delete(worker) || stopping;
    (planned ? logger.info : logger.error)('worker_exited', {
      pid: worker.process.pid,
      code,
      signal,
      livedMs: lived,
    });
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) {
        logger.info('supervisor_stopped');
        process.exit(0);
      }
      return;
    }
    if (planned) return;
    youngDeaths = lived < 10_000 ? youngDeaths + 1 : 0;
    const delay = youngDeaths ? Math.min(30_000, 500 * 2 ** youngDeaths) : 0;
    setTimeout(() => {
      if (!stopping) fork();
    }, delay);
  });

  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    const live = Object.values(cluster.workers ?? {}).filter((w): w is Worker => Boolean(w));
    logger.info('supervisor_stopping', { signal, workers: live.length });
    if (live.length === 0) process.exit(0);
    for (const worker of live) worker.send(SHUTDOWN_MESSAGE);
    setTimeout(() => {
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGKILL');
      logger.error('supervisor_killed_workers', { afterMs: shutdownMs + 5000 });
      process.exit(1);
    }, shutdownMs + 5000).unref();
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));

  logger.info('supervisor_started', { pid: process.pid, workers, heapMb });
  for (let i = 0; i < workers; i++) fork();
}

/**
 * The memory guard of a worker: calls `onHigh` once when the V8 heap in use stays above `ratio` of
 * the heap limit for `checks` checks in a row (one every `intervalMs`); V8 collects hardest near its
 * limit, so a heap that stays there is live data, not garbage.
 */
export function watchHeap({
  ratio = 0.85,
  intervalMs = 5000,
  checks = 3,
  onHigh,
}: {
  ratio?: number;
  intervalMs?: number;
  checks?: number;
  onHigh: (heapUsed: number, heapLimit: number) => void;
}): () => void {
  const heapLimit = v8.getHeapStatistics().heap_size_limit;
  let high = 0;
  const timer = setInterval(() => {
    const { heapUsed } = process.memoryUsage();
    high = heapUsed > ratio * heapLimit ? high + 1 : 0;
    if (high >= checks) {
      clearInterval(timer);
      onHigh(heapUsed, heapLimit);
    }
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
