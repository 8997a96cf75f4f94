import type { Core } from '@strapi/strapi';

/** Local-only defaults, documented in cms/README.md. Override with CMS_ADMIN_EMAIL / CMS_ADMIN_PASSWORD. */
export const DEFAULT_ADMIN_EMAIL = 'admin@ditp.local';
export const DEFAULT_ADMIN_PASSWORD = 'Ditp-Local-Admin-2025!';

/** Creates the first super admin when no admin user exists yet. */
export async function ensureAdminUser(strapi: Core.Strapi) {
  const userService = strapi.service('admin::user');
  if (await userService.exists()) return;
  const email = (process.env.CMS_ADMIN_EMAIL || DEFAULT_ADMIN_EMAIL).trim().toLowerCase();
  const password = process.env.CMS_ADMIN_PASSWORD || DEFAULT_ADMIN_PASSWORD;
  if (!process.env.CMS_ADMIN_PASSWORD) {
    strapi.log.warn(`[ditp-cms] admin user ${email} created with the LOCAL-ONLY default password; set CMS_ADMIN_PASSWORD for any shared deployment.`);
  }
  await userService.createFirstAdmin({ email, password, firstname: 'DITP', lastname: 'Administrator' });
  strapi.log.info(`[ditp-cms] admin user ${email} created`);
}
