import { winston } from '@strapi/logger';
import type { Core } from '@strapi/strapi';
import { redact } from './redact';

/**
 * The CMS's log lines: one JSON object per line on stdout, no colour codes, never personal data.
 *
 *   {"time":"2026-11-23T20:23:20.890Z","level":"http","msg":"request","requestId":"…","method":"POST",
 *    "path":"/api/inquiries","status":201,"durationMs":24}
 *
 * - `requestId`: added to every line written while a request is handled (the id of that request,
 *   see src/middlewares/request-log.ts), Strapi's own lines (its error middleware) included.
 * - Errors keep their name, code and stack frames; their message and stack go through `redact()`
 *   (SQL values, e-mail addresses, tokens). Fields a driver hangs on an error (`detail`,
 *   `parameters`, `bindings`, the row…) are never written.
 * - Other fields: numbers and booleans as they are, strings redacted; anything else is dropped.
 */
/** What is read of an error (or of a log entry carrying one's fields). */
type ErrorFields = { name?: unknown; code?: unknown; stack?: unknown };

const DROP = new Set(['level', 'message', 'splat', 'timestamp', 'stack', 'name', 'code']);

function requestIdNow(): string | undefined {
  try {
    // The global `strapi` exists once Strapi has started; the logger is made before that.
    const app = (globalThis as { strapi?: Core.Strapi }).strapi;
    const id: unknown = app?.requestContext?.get?.()?.state?.requestId;
    return typeof id === 'string' ? id : undefined;
  } catch {
    return undefined;
  }
}

const toLine = winston.format((info) => {
  const SPLAT = Symbol.for('splat');
  const LEVEL = Symbol.for('level');
  const line: Record<string, unknown> = {
    time: new Date().toISOString(),
    level: info[LEVEL] ?? info.level,
  };
  const requestId = info.requestId ?? requestIdNow();
  if (requestId) line.requestId = String(requestId);
  let message = info.message;
  const splat = info[SPLAT];
  let err: ErrorFields | null =
    info instanceof Error ? info : message instanceof Error ? message : null;
  if (!err && Array.isArray(splat))
    err = splat.find((x: unknown): x is Error => x instanceof Error) ?? null;
  if (message instanceof Error) message = message.message;
  line.msg = redact(typeof message === 'string' ? message : String(message ?? ''));
  if (err || info.stack) {
    const e = (err ?? info) as ErrorFields;
    line.error = {
      name: typeof e.name === 'string' ? e.name : 'Error',
      ...(e.code !== undefined ? { code: String(e.code) } : {}),
      ...(typeof e.stack === 'string' ? { stack: redact(e.stack) } : {}),
    };
  }
  for (const [k, v] of Object.entries(info)) {
    if (DROP.has(k) || k in line || k === 'requestId') continue;
    if (typeof v === 'number' || typeof v === 'boolean') line[k] = v;
    else if (typeof v === 'string') line[k] = redact(v);
  }
  return {
    [LEVEL]: info[LEVEL],
    level: info.level,
    message: '',
    [Symbol.for('message')]: JSON.stringify(line),
  };
});

export const jsonLineFormat = () => toLine();

export const logLevel = () => process.env.LOG_LEVEL || 'http';
