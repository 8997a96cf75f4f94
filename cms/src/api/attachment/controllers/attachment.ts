import type { Core } from '@strapi/strapi';
import { createAttachment } from '../../../attachments/create';
import type { Context } from 'koa';

/** POST /api/attachments (src/attachments/create.ts). */
export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async create(ctx: Context) {
    await createAttachment(strapi, ctx);
  },
});
