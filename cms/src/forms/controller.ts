import type { Core, Modules, UID } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { rememberAnswer, storedAnswer } from '../public/idempotency';
import { refuse } from '../public/reply';
import { validateForm } from './validate';
import { ensureStored } from '../public/durable';
import type { Context } from 'koa';
import type { ErrorLike } from '../utils/error-like';

const isUniqueViolation = (e: ErrorLike) =>
  /unique|duplicate key/i.test(String(e?.message)) ||
  e?.code === '23505' ||
  String(e?.code).startsWith('SQLITE_CONSTRAINT');

/**
 * Public form controller: `create` validates with the form's rules (src/forms/specs.ts), then, in
 * one database transaction, stores the entry and the request's idempotency key with the answer, and
 * answers 201 `{ data: { documentId, id, createdAt, submitted_locale }, meta: { reference } }`. The
 * documentId is the reference number shown to the visitor.
 *
 * The public-write gate (src/middlewares/public-write.ts) has already checked the content type,
 * the rate limit, the human verification and the key, and answered a replayed key itself. Two
 * requests with the same key that race past it both reach this point: the second insert of the key
 * fails on its primary key, its transaction rolls back (no second entry) and it answers the first
 * request's answer.
 */
export const formController =
  (uid: string) =>
  ({ strapi }: { strapi: Core.Strapi }) => ({
    async create(ctx: Context) {
      const key: string | undefined = ctx.state.idempotencyKey;
      const clean = await validateForm(strapi, uid, ctx.request.body, ctx.query?.locale);
      let answer: { status: number; body: unknown };
      try {
        answer = await strapi.db.transaction(async ({ trx }) => {
          // The form's uid and fields come from the model (src/forms/specs.ts), not Strapi's
          // generated types, which this project does not generate.
          const entry = await strapi
            .documents(uid as UID.ContentType)
            .create({ data: clean as Modules.Documents.Params.Data.Input<UID.ContentType> });
          const stored = {
            status: 201,
            body: {
              data: {
                id: entry.id,
                documentId: entry.documentId,
                createdAt: entry.createdAt,
                submitted_locale: entry.submitted_locale ?? null,
              },
              meta: { reference: entry.documentId },
            },
          };
          if (key) await rememberAnswer(trx, uid, key, stored);
          return stored;
        });
      } catch (caught) {
        const e = caught as ErrorLike;
        if (key && isUniqueViolation(e)) {
          const earlier = await storedAnswer(strapi, uid, key);
          if (earlier) {
            ctx.set('Idempotent-Replayed', 'true');
            ctx.status = earlier.status;
            ctx.body = earlier.body;
            return;
          }
        }
        if (caught instanceof errors.ApplicationError) throw caught;
        // The visitor is told plainly that nothing was kept; the log names the cause, never the data.
        // (the log format strips SQL values: src/reliability/log-format.ts)
        strapi.log.error(
          `[ditp-cms] form entry not stored (${uid}): ${e?.code ?? e?.name ?? 'error'} ${e?.message ?? ''}`,
        );
        return refuse(
          ctx,
          503,
          'ServiceUnavailableError',
          'Your form could not be stored. Nothing was saved; please try again.',
          { code: 'not_stored' },
          { 'Retry-After': '30' },
        );
      }
      // Read back outside the transaction: a 201 is only ever sent for a row that is there.
      await ensureStored(strapi, uid, { id: (answer.body as { data: { id: number } }).data.id });
      ctx.status = answer.status;
      ctx.body = answer.body;
    },
  });
