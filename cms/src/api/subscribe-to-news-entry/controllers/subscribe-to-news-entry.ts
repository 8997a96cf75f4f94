import { factories } from '@strapi/strapi';
import { validateForm } from '../../../forms/validate';
import { isMailLocale } from '../../../newsletter/messages';
import { newsletter, UID } from '../../../newsletter/service';
import type { Context } from 'koa';
import type { ErrorLike } from '../../../utils/error-like';

/**
 * POST /api/subscribe-to-news `{ data: { email, submitted_locale? } }` (double opt-in,
 * src/newsletter/service.ts). A well-formed request always answers
 * `201 { data: { status: 'confirmation_sent' } }`, whether the address is new, pending, already
 * subscribed or unsubscribed: the answer is the same bytes in every case. A malformed one is a 400
 * with field codes (src/forms/validate.ts), as for every form.
 */
export default factories.createCoreController(UID, ({ strapi }) => ({
  async create(ctx: Context) {
    const clean = await validateForm(strapi, UID, ctx.request.body, ctx.query?.locale);
    const locale = isMailLocale(clean.submitted_locale) ? clean.submitted_locale : 'th';
    try {
      await newsletter(strapi).subscribe(clean.email as string, locale);
    } catch (caught) {
      const e = caught as ErrorLike;
      strapi.log.error(`[newsletter] subscription not stored (${e?.code ?? e?.name ?? 'error'})`);
      ctx.status = 503;
      ctx.body = {
        data: null,
        error: {
          status: 503,
          name: 'ServiceUnavailableError',
          message: 'The subscription could not be stored. Please try again later.',
          details: { code: 'not_stored' },
        },
      };
      return;
    }
    ctx.status = 201;
    ctx.body = { data: { status: 'confirmation_sent' } };
  },
}));
