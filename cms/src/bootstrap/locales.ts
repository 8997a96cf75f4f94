import type { Core } from '@strapi/strapi';

export const LOCALES = [
  { code: 'th', name: 'Thai (th)' },
  { code: 'en', name: 'English (en)' },
  { code: 'zh', name: 'Chinese (zh)' },
  { code: 'ja', name: 'Japanese (ja)' },
  { code: 'nl', name: 'Dutch (nl)' },
] as const;

export type Locale = (typeof LOCALES)[number]['code'];

/**
 * Creates the five locales (idempotent) and makes th the default locale.
 * The missing locales are inserted in one createMany and the super admin's locale permissions are
 * synced once (the i18n service re-syncs them after every single create, ~4 s each).
 */
export async function ensureLocales(strapi: Core.Strapi) {
  const service = strapi.plugin('i18n').service('locales');
  const existing: Array<{ code: string }> = await service.find();
  const missing = LOCALES.filter(({ code }) => !existing.some((l) => l.code === code));
  if (missing.length > 0) {
    await strapi.db
      .query('plugin::i18n.locale')
      .createMany({ data: missing.map(({ code, name }) => ({ code, name })) });
    await strapi
      .plugin('i18n')
      .service('permissions')
      .actions.syncSuperAdminPermissionsWithLocales();
  }
  if ((await service.getDefaultLocale()) !== 'th') await service.setDefaultLocale({ code: 'th' });
}
