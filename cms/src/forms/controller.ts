import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { validateForm } from './validate';
import { ensureStored } from '../public/durable';

const isUniqueViolation = (e: any) =>
  /unique/i.test(String(e?.message)) || e?.code === '23505' || e?.code === 'SQLITE_CONSTRAINT_UNIQUE';

/**
 * Public form controller: `create` validates with the form's rules (src/forms/specs.ts), stores the
 * entry once with the Document Service and answers 201 `{ data: { documentId, id, createdAt } }`.
 * The documentId is the reference number shown to the visitor. The other core actions (find...)
 * stay as Strapi defines them; the public role has no permission for them.
 */
export const formController =
  (uid: string) =>
  ({ strapi }: { strapi: Core.Strapi }) => ({
    async create(ctx: any) {
      const clean = await validateForm(strapi, uid, ctx.request.body, ctx.query?.locale);
      let entry: any;
      try {
        entry = await strapi.documents(uid as any).create({ data: clean as any });
      } catch (e: any) {
        if (uid.includes('subscribe-to-news') && isUniqueViolation(e)) {
          throw new errors.ValidationError('This email address is already subscribed.', {
            errors: [{ path: ['email'], message: 'This email address is already subscribed.', name: 'ValidationError', code: 'already_subscribed' }],
          });
        }
        throw e;
      }
      await ensureStored(strapi, uid, entry);
      ctx.status = 201;
      ctx.body = {
        data: { id: entry.id, documentId: entry.documentId, createdAt: entry.createdAt, submitted_locale: entry.submitted_locale ?? null },
        meta: { reference: entry.documentId },
      };
    },
  });
