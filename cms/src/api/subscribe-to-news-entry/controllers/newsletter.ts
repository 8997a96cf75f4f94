import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { newsletter } from '../../../newsletter/service';
import type { Context } from 'koa';

/**
 * The two steps after a sign-up, pressed on the site's pages (a GET never changes anything: mail
 * scanners open links):
 *
 * - POST /api/newsletter/confirm `{ token }` -> 200 `{ data: { status: 'confirmed' } }`, or 400
 *   `invalid_or_expired_token` (unknown, forged, expired, replaced by a newer e-mail, or spent by an
 *   unsubscribe).
 * - POST /api/newsletter/unsubscribe `{ token }`, or RFC 8058's one-click POST from a mail client:
 *   body `List-Unsubscribe=One-Click` (form-encoded) with `?token=` in the URL ->
 *   200 `{ data: { status: 'unsubscribed' } }`, or 400 `invalid_token` when the token is not one
 *   this CMS signed.
 */

const refuse = (code: string, message: string) =>
  new errors.ValidationError(message, {
    errors: [{ path: ['token'], message, name: 'ValidationError', code }],
  });

const isJson = (ctx: Context) => Boolean(ctx.is('application/json'));

/** `{ token }` and nothing else. */
function jsonToken(ctx: Context): unknown {
  const body = ctx.request.body;
  if (!body || typeof body !== 'object' || Array.isArray(body)) return undefined;
  const keys = Object.keys(body);
  if (keys.length !== 1 || keys[0] !== 'token') return undefined;
  return body.token;
}

/** 415 in Strapi's error shape (its ApplicationError would be a 400). */
function unsupported(ctx: Context) {
  ctx.status = 415;
  ctx.body = {
    data: null,
    error: {
      status: 415,
      name: 'UnsupportedMediaTypeError',
      message: 'Send JSON: { "token": "..." }.',
      details: { code: 'unsupported_media_type' },
    },
  };
}

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async confirm(ctx: Context) {
    if (!isJson(ctx)) return unsupported(ctx);
    const result = await newsletter(strapi).confirm(jsonToken(ctx));
    if (result !== 'confirmed') {
      throw refuse(
        'invalid_or_expired_token',
        'This confirmation link is not valid or has expired. Please subscribe again.',
      );
    }
    ctx.body = { data: { status: 'confirmed' } };
  },

  async unsubscribe(ctx: Context) {
    let token: unknown;
    if (isJson(ctx)) {
      token = jsonToken(ctx);
    } else if (ctx.is('application/x-www-form-urlencoded', 'multipart/form-data')) {
      // RFC 8058: the mail client posts `List-Unsubscribe=One-Click` to the List-Unsubscribe URL.
      const body = ctx.request.body ?? {};
      if (body['List-Unsubscribe'] !== 'One-Click' || Object.keys(body).length !== 1) {
        throw refuse('invalid_token', 'A one-click unsubscribe posts List-Unsubscribe=One-Click.');
      }
      token = ctx.query?.token;
    } else {
      return unsupported(ctx);
    }
    const result = await newsletter(strapi).unsubscribe(token);
    if (result !== 'unsubscribed')
      throw refuse('invalid_token', 'This unsubscribe link is not valid.');
    ctx.body = { data: { status: 'unsubscribed' } };
  },
});
