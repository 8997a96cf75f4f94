import type { Core } from '@strapi/strapi';
import { classify, searchCost } from '../public/classify';
import { IDEMPOTENCY_HEADER, isIdempotencyKey, storedAnswer } from '../public/idempotency';
import { exemptReader, overLimit } from '../public/limits';
import { refuse, refuseFields } from '../public/reply';
import { verifyRequest } from '../public/verification';
import type { Context } from 'koa';

/** Largest JSON body a public form or the newsletter takes (the longest form is ~25,000 characters). */
export const PUBLIC_JSON_MAX_BYTES = 256 * 1024;

/**
 * The one gate of the public write surface, before any body is read (it sits before
 * `strapi::body`, so a refused request leaves nothing on disk). In order:
 *
 * 1. A multipart body is accepted only where an upload is expected (`/api/attachments`, and
 *    Strapi's `/api/upload` with credentials): 415 anywhere else under /api. Forms and the
 *    newsletter take `application/json` only (415), at most PUBLIC_JSON_MAX_BYTES (413); a form
 *    takes no query parameter but `locale` (400).
 * 2. The rate limit of the request's class, per client address (429 with `Retry-After`).
 * 3. Forms: an `Idempotency-Key` (UUID) is required; a key this form has already answered gets
 *    that answer again, at once, and nothing is stored.
 * 4. Human verification of the `X-Verification-Token` for forms, the newsletter's subscription and
 *    attachments (400 `verification_required` / `verification_failed`).
 *
 * Classes and limits: src/public/classify.ts, src/public/limits.ts; verification:
 * src/public/verification.ts; idempotency: src/public/idempotency.ts.
 */
export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) => {
  return async (ctx: Context, next: () => Promise<void>) => {
    const hasCredentials = Boolean(ctx.get('authorization'));
    const c = classify(strapi, ctx.method, ctx.path, hasCredentials);
    if (!c) return next();

    const multipart = ctx.is('multipart') === 'multipart';
    // One-click unsubscribe (RFC 8058): mail providers post `List-Unsubscribe=One-Click` as
    // multipart/form-data or urlencoded, with the token in the address.
    const oneClickUnsubscribe =
      c.action === 'unsubscribe' &&
      (multipart ||
        ctx.is('application/x-www-form-urlencoded') === 'application/x-www-form-urlencoded');
    if (multipart && c.cls !== 'attachment' && c.cls !== 'upload' && !oneClickUnsubscribe) {
      return refuse(
        ctx,
        415,
        'UnsupportedMediaTypeError',
        'This address does not take file uploads.',
        { code: 'multipart_not_allowed' },
      );
    }
    if (c.cls === 'form' || c.cls === 'newsletter') {
      if (ctx.is('application/json') !== 'application/json' && !oneClickUnsubscribe) {
        return refuse(
          ctx,
          415,
          'UnsupportedMediaTypeError',
          'Send the form as JSON (Content-Type: application/json).',
          { code: 'json_required' },
        );
      }
      const length = Number(ctx.get('content-length') || 0);
      if (length > PUBLIC_JSON_MAX_BYTES) {
        return refuse(
          ctx,
          413,
          'PayloadTooLargeError',
          `The request is larger than ${PUBLIC_JSON_MAX_BYTES} bytes.`,
          { code: 'too_large' },
        );
      }
    }
    if (c.cls === 'form') {
      const unknown = Object.keys(ctx.query ?? {}).filter((k) => k !== 'locale');
      if (unknown.length > 0) {
        return refuseFields(
          ctx,
          unknown.map((k) => ({
            path: [k],
            code: 'unknown_parameter',
            message: `Unknown query parameter "${k}".`,
          })),
        );
      }
    }

    const key = `${c.uid ?? c.action ?? ''}:${ctx.request.ip}`;
    const points = c.cls === 'search' ? searchCost(ctx.path, ctx.query) : 1;
    const wait = exemptReader(c.cls, ctx.request.ip)
      ? 0
      : await overLimit(strapi, c.cls, key, points);
    if (wait > 0) {
      strapi.log.warn(`[ditp-cms] rate limited: ${c.cls} ${ctx.method} ${ctx.path}`);
      return refuse(
        ctx,
        429,
        'RateLimitError',
        `Too many requests. Try again in ${wait} seconds.`,
        { code: 'rate_limited', retryAfter: wait },
        { 'Retry-After': String(wait) },
      );
    }

    if (c.cls === 'form') {
      const idempotencyKey = ctx.get(IDEMPOTENCY_HEADER);
      if (!isIdempotencyKey(idempotencyKey)) {
        return refuseFields(ctx, [
          {
            path: ['idempotencyKey'],
            code: 'idempotency_key_required',
            message: 'Send an Idempotency-Key header (a UUID made when the form loads).',
          },
        ]);
      }
      const earlier = await storedAnswer(strapi, c.uid!, idempotencyKey.toLowerCase());
      if (earlier) {
        ctx.set('Idempotent-Replayed', 'true');
        ctx.set('Cache-Control', 'no-store');
        ctx.status = earlier.status;
        ctx.body = earlier.body;
        return;
      }
      ctx.state.idempotencyKey = idempotencyKey.toLowerCase();
    }

    const use =
      c.cls === 'attachment'
        ? 'attachment'
        : c.cls === 'form' || c.action === 'subscribe'
          ? 'final'
          : null;
    if (use) {
      const verdict = await verifyRequest(strapi, ctx, use);
      if (!verdict.ok) {
        strapi.log.info(
          `[ditp-cms] verification refused: ${c.cls} ${ctx.path} (${verdict.reason})`,
        );
        return refuseFields(ctx, [
          {
            path: ['verification'],
            code: verdict.code,
            message:
              verdict.code === 'verification_required'
                ? 'Complete the human verification.'
                : 'The human verification failed or has expired. Please complete it again.',
          },
        ]);
      }
    }
    ctx.state.publicWrite = c;
    return next();
  };
};
