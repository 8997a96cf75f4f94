import { randomUUID } from 'crypto';
import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';

const ID_RE = /^[A-Za-z0-9._:-]{1,128}$/;

/**
 * Replaces `strapi::logger`. Every request gets an id: the incoming `X-Request-Id` when it is a
 * plain token (letters, digits, `._:-`, at most 128), otherwise a new UUID. It is returned as
 * `X-Request-Id`, kept in `ctx.state.requestId` (every log line written while the request is handled
 * carries it, see src/reliability/log-format.ts) and logged with one line per request at level
 * `http`: method, path without the query string, status, duration. Nothing from the query, the
 * headers or the body is logged.
 */
export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) => {
  return async (ctx: Context, next: () => Promise<void>) => {
    const incoming = ctx.get('x-request-id');
    const requestId = ID_RE.test(incoming) ? incoming : randomUUID();
    ctx.state.requestId = requestId;
    ctx.set('X-Request-Id', requestId);
    const start = process.hrtime.bigint();
    try {
      await next();
    } finally {
      const durationMs = Math.round(Number(process.hrtime.bigint() - start) / 1e5) / 10;
      // strapi::errors sits inside: ctx.status is the status answered, errors included.
      strapi.log.http('request', {
        requestId,
        method: ctx.method,
        path: ctx.path,
        status: ctx.status,
        durationMs,
      });
    }
  };
};
