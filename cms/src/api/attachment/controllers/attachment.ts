import type { Core } from '@strapi/strapi';
import { createAttachment } from '../../../attachments/create';

/** POST /api/attachments (src/attachments/create.ts). */
export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async create(ctx: any) {
    await createAttachment(strapi, ctx);
  },
});
