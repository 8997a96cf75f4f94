import type { Core } from '@strapi/strapi';
import { ensureLocales } from './bootstrap/locales';
import { ensurePublicPermissions } from './bootstrap/permissions';
import { ensureAdminUser } from './bootstrap/admin-user';
import { ensureIndexes } from './bootstrap/indexes';
import { seed } from './seed/run';

export default {
  register(/* { strapi }: { strapi: Core.Strapi } */) {},

  /**
   * Runs before the server listens, so once the CMS answers HTTP all of this is done:
   * locales, public permissions, admin user, DB indexes and (first start only) the seed content.
   */
  async bootstrap({ strapi }: { strapi: Core.Strapi }) {
    await ensureLocales(strapi);
    await ensurePublicPermissions(strapi);
    await ensureAdminUser(strapi);
    await ensureIndexes(strapi);
    if (process.env.CMS_SEED !== 'false') await seed(strapi);
  },
};
