import type { Core } from '@strapi/strapi';
import { adminPassword } from '../utils/local-secrets';

/**
 * Local-only defaults for `strapi develop`, documented in cms/README.md. In production (and
 * wherever REQUIRE_SECRETS is on) CMS_ADMIN_PASSWORD is required and the default is refused.
 */
export const DEFAULT_ADMIN_EMAIL = 'admin@ditp.local';
export const DEFAULT_ADMIN_PASSWORD = 'Ditp-Local-Admin-2025!';

/** Creates the first super admin when no admin user exists yet. */
export async function ensureAdminUser(strapi: Core.Strapi) {
  // Checked at every start, so a production CMS never runs without a real password configured.
  const password = adminPassword(DEFAULT_ADMIN_PASSWORD);
  const userService = strapi.service('admin::user');
  if (await userService.exists()) return;
  const email = (process.env.CMS_ADMIN_EMAIL || DEFAULT_ADMIN_EMAIL).trim().toLowerCase();
  if (password === DEFAULT_ADMIN_PASSWORD) {
    strapi.log.warn(
      `[ditp-cms] admin user ${email} created with the LOCAL-ONLY default password; set CMS_ADMIN_PASSWORD for any shared deployment.`,
    );
  }
  await userService.createFirstAdmin({
    email,
    password,
    firstname: 'DITP',
    lastname: 'Administrator',
  });
  strapi.log.info(`[ditp-cms] admin user ${email} created`);
}
