/**
 * Every CMS read the page service makes goes through one gate (the site's HTTP client is pointed
 * at `gate.fetch` on the server: site/cms/client.ts `setCmsFetch`), which:
 *
 * - gives each read the abort signal of the render that asked for it (the render's data
 *   deadline): a read that is late is cancelled, not left running against a struggling CMS;
 * - passes the page request's id on as `X-Request-Id`, so a CMS log line can be matched to the
 *   page view that caused it;
 * - caps the reads open at once (`maxConcurrentReads`); more wait in line, and leave the line when
 *   their render gives up on them;
 * - keeps a circuit breaker: when most reads of the last `windowMs` failed or were late, it opens,
 *   and for `coolDownMs` no read is sent at all (pages are answered at once from their stale copy
 *   or with a 503: ./pageService.ts). Then one render is let through as a probe (half-open): its
 *   first read answering closes the breaker, its first read failing opens it again.
 *
 * The context of a read (signal, request id, probe) travels with AsyncLocalStorage: the site's
 * hooks call the client without knowing about any of this (`gate.run(context, read)`).
 *
 * A read "fails" for the breaker when the CMS cannot be reached, answers 5xx, or is cut by its
 * deadline. 4xx answers are answers (a missing entry is a 404). A read abandoned for another
 * reason (the visitor went away) counts for nothing.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { silentLogger, type Logger } from './log';

export interface ReadContext {
  /** The render's data deadline (and the request's own end). */
  signal?: AbortSignal;
  requestId?: string;
  /** This render is the breaker's half-open probe: its reads may go. */
  probe?: boolean;
  /** Path of the page being rendered, for log lines. */
  path?: string;
}

export interface BreakerOptions {
  /** Outcomes older than this are forgotten. @default 10000 */
  windowMs?: number;
  /** No verdict on fewer reads than this within the window. @default 6 */
  minReads?: number;
  /** Share of failed reads that opens the breaker. @default 0.5 */
  failureRatio?: number;
  /** How long an open breaker refuses every read before a probe. @default 10000 */
  coolDownMs?: number;
}

export interface CmsGateOptions {
  /** @default 16 */
  maxConcurrentReads?: number;
  /** Reads waiting for a slot beyond this are refused at once. @default 512 */
  maxQueuedReads?: number;
  /** A read slower than this is logged (`cms_read_slow`). @default 1000 */
  slowReadMs?: number;
  breaker?: BreakerOptions;
  logger?: Logger;
  /** The real fetch. @default globalThis.fetch */
  fetch?: typeof fetch;
  now?: () => number;
}

export type BreakerState = 'closed' | 'open' | 'half-open';
/** What a render may do: read normally, read as the breaker's probe, or not read at all. */
export type RenderPermit = 'normal' | 'probe' | 'refused';

/** The breaker is open: the read was not sent. */
export class CmsUnavailableError extends Error {
  override name = 'CmsUnavailableError';
}

/** Too many reads already waiting: the read was not sent. */
export class CmsQueueFullError extends Error {
  override name = 'CmsQueueFullError';
}

export interface CmsGate {
  /** Drop-in `fetch` for CMS reads; reads its context from `run`. */
  fetch: typeof fetch;
  /** Runs `task` (and every read it starts) with `context`. */
  run<T>(context: ReadContext, task: () => Promise<T>): Promise<T>;
  /** Asked before a render starts: may it read the CMS? 'probe' marks the half-open probe. */
  permitRender(): RenderPermit;
  /** A render that had a 'probe' permit ended; lets another probe go if it decided nothing. */
  endProbe(): void;
  state(): BreakerState;
  /** Seconds until the breaker will try again (for `Retry-After`), at least 1. */
  retryAfterSeconds(): number;
  stats(): { state: BreakerState; open: number; queued: number };
}

/** The reason an `AbortSignal.timeout` aborts with (a deadline), as opposed to a plain abort. */
const isTimeout = (reason: unknown) => reason instanceof Error && reason.name === 'TimeoutError';

export function createCmsGate({
  maxConcurrentReads = 16,
  maxQueuedReads = 512,
  slowReadMs = 1000,
  breaker: { windowMs = 10_000, minReads = 6, failureRatio = 0.5, coolDownMs = 10_000 } = {},
  logger = silentLogger,
  fetch: baseFetch = (...args) => globalThis.fetch(...args),
  now = Date.now,
}: CmsGateOptions = {}): CmsGate {
  const context = new AsyncLocalStorage<ReadContext>();

  // ---- the circuit breaker ----------------------------------------------------------------
  let state: BreakerState = 'closed';
  let openedAt = 0;
  let retryAt = 0;
  let probing = false;
  let outcomes: Array<{ at: number; ok: boolean }> = [];

  const open = (why: Record<string, unknown>) => {
    const wasClosed = state === 'closed';
    state = 'open';
    probing = false;
    retryAt = now() + coolDownMs;
    if (wasClosed) openedAt = now();
    outcomes = [];
    logger.warn(wasClosed ? 'breaker_open' : 'breaker_probe_failed', {
      ...why,
      coolDownMs,
    });
  };
  const close = () => {
    state = 'closed';
    probing = false;
    outcomes = [];
    logger.info('breaker_closed', { openForMs: now() - openedAt });
  };
  const record = (ok: boolean, ctx: ReadContext | undefined) => {
    if (state === 'half-open') {
      if (!ctx?.probe) return;
      if (ok) close();
      else open({ requestId: ctx.requestId });
      return;
    }
    if (state === 'open') return;
    const t = now();
    outcomes.push({ at: t, ok });
    while (outcomes.length && outcomes[0]!.at < t - windowMs) outcomes.shift();
    const failures = outcomes.filter((o) => !o.ok).length;
    if (outcomes.length >= minReads && failures / outcomes.length >= failureRatio) {
      open({ failures, reads: outcomes.length, windowMs, requestId: ctx?.requestId });
    }
  };
  const permitRender = (): RenderPermit => {
    if (state === 'closed') return 'normal';
    if (state === 'open') {
      if (now() < retryAt) return 'refused';
      state = 'half-open';
    }
    if (probing) return 'refused';
    probing = true;
    return 'probe';
  };
  const mayRead = (ctx: ReadContext | undefined) => {
    if (state === 'closed') return true;
    if (state === 'half-open') return Boolean(ctx?.probe);
    return false;
  };

  // ---- the concurrency cap ----------------------------------------------------------------
  let active = 0;
  const waiting: Array<{ go: () => void }> = [];
  const acquire = (signal: AbortSignal | undefined): Promise<void> => {
    if (active < maxConcurrentReads) {
      active++;
      return Promise.resolve();
    }
    if (waiting.length >= maxQueuedReads) {
      return Promise.reject(new CmsQueueFullError('too many CMS reads waiting'));
    }
    return new Promise((resolve, reject) => {
      const entry = {
        go: () => {
          signal?.removeEventListener('abort', onAbort);
          active++;
          resolve();
        },
      };
      const onAbort = () => {
        const i = waiting.indexOf(entry);
        if (i >= 0) waiting.splice(i, 1);
        reject(signal!.reason);
      };
      if (signal?.aborted) return reject(signal.reason);
      signal?.addEventListener('abort', onAbort, { once: true });
      waiting.push(entry);
    });
  };
  const release = () => {
    active--;
    waiting.shift()?.go();
  };

  const gatedFetch: typeof fetch = async (input, init = {}) => {
    const ctx = context.getStore();
    if (!mayRead(ctx)) throw new CmsUnavailableError('the CMS is not being read (breaker open)');
    const signals = [init.signal, ctx?.signal].filter((s): s is AbortSignal => Boolean(s));
    const signal = signals.length > 1 ? AbortSignal.any(signals) : signals[0];
    await acquire(signal);
    const headers = new Headers(init.headers);
    if (ctx?.requestId) headers.set('x-request-id', ctx.requestId);
    const started = now();
    try {
      const res = await baseFetch(input, { ...init, headers, signal });
      record(res.status < 500, ctx);
      const ms = now() - started;
      if (ms > slowReadMs) {
        logger.throttled('warn', 'cms_read_slow', {
          requestId: ctx?.requestId,
          path: ctx?.path,
          ms,
          status: res.status,
        });
      }
      return res;
    } catch (error) {
      // Cut by the render's deadline: the CMS was too slow. Anything else aborted (the visitor
      // left, the service is stopping) says nothing about the CMS.
      const deadline = ctx?.signal?.aborted && isTimeout(ctx.signal.reason);
      const aborted = signal?.aborted && !deadline;
      if (!aborted) record(false, ctx);
      throw error;
    } finally {
      release();
    }
  };

  return {
    fetch: gatedFetch,
    run: (ctx, task) => context.run(ctx, task),
    permitRender,
    endProbe() {
      if (state === 'half-open') probing = false;
    },
    state: () => state,
    retryAfterSeconds() {
      return state === 'open'
        ? Math.max(1, Math.ceil((retryAt - now()) / 1000))
        : Math.max(1, Math.ceil(coolDownMs / 1000));
    },
    stats: () => ({ state, open: active, queued: waiting.length }),
  };
}
