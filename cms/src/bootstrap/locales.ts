import type { Core } from '@strapi/strapi';
import { DEFAULT_LOCALE, LOCALE_ENGLISH_NAMES, LOCALES } from '../model/locales';

export type { Locale } from '../model/locales';

/** The i18n plugin's locales: the model's list, named for editors ("Thai (th)"). */
const CMS_LOCALES = LOCALES.map((code) => ({
  code,
  name: `${LOCALE_ENGLISH_NAMES[code]} (${code})`,
}));

/**
 * Creates the model's locales (idempotent) and makes the default locale (th) the CMS's default.
 * The missing locales are inserted in one createMany and the super admin's locale permissions are
 * synced once (the i18n service re-syncs them after every single create, ~4 s each).
 */
export async function ensureLocales(strapi: Core.Strapi) {
  const service = strapi.plugin('i18n').service('locales');
  const existing: Array<{ code: string }> = await service.find();
  const missing = CMS_LOCALES.filter(({ code }) => !existing.some((l) => l.code === code));
  if (missing.length > 0) {
    await strapi.db
      .query('plugin::i18n.locale')
      .createMany({ data: missing.map(({ code, name }) => ({ code, name })) });
    await strapi
      .plugin('i18n')
      .service('permissions')
      .actions.syncSuperAdminPermissionsWithLocales();
  }
  if ((await service.getDefaultLocale()) !== DEFAULT_LOCALE)
    await service.setDefaultLocale({ code: DEFAULT_LOCALE });
}
