import type { Core } from '@strapi/strapi';
import { ensureLocales } from './bootstrap/locales';
import { ensurePublicPermissions } from './bootstrap/permissions';
import { ensureAdminUser } from './bootstrap/admin-user';
import { ensureIndexes } from './bootstrap/indexes';
import { seed } from './seed/run';
import { ensureIdempotencyTable, sweepIdempotencyKeys } from './public/idempotency';
import { closeStores } from './public/store';
import { newsletter } from './newsletter/service';
import { newsletterSecret } from './newsletter/tokens';

const housekeeping: Array<() => void> = [];

export default {
  register(/* { strapi }: { strapi: Core.Strapi } */) {
    // Secrets read outside config/ are checked here, so REQUIRE_SECRETS=true refuses to start.
    newsletterSecret();
  },

  /**
   * Runs before the server listens, so once the CMS answers HTTP all of this is done:
   * locales, public permissions, admin user, DB indexes and (first start only) the seed content.
   */
  async bootstrap({ strapi }: { strapi: Core.Strapi }) {
    const t0 = Date.now();
    const step = async (name: string, fn: () => Promise<void>) => {
      const t = Date.now();
      await fn();
      strapi.log.info(`[ditp-cms] bootstrap ${name}: ${Date.now() - t} ms`);
    };
    await step('locales', () => ensureLocales(strapi));
    await step('permissions', () => ensurePublicPermissions(strapi));
    await step('admin user', () => ensureAdminUser(strapi));
    await step('indexes', () => ensureIndexes(strapi));
    await step('idempotency keys', () => ensureIdempotencyTable(strapi));
    await step('newsletter purge', () => newsletter(strapi).purgeExpired());
    if (!process.env.SMTP_HOST) {
      strapi.log.warn('[ditp-cms] SMTP_HOST not set: e-mail goes to a local mail catcher on 127.0.0.1 (see cms/README.md, "E-mail").');
    }
    if (process.env.CMS_SEED !== 'false') await step('seed', () => seed(strapi));
    strapi.log.info(`[ditp-cms] bootstrap done in ${Date.now() - t0} ms`);
    // Hourly housekeeping: idempotency keys older than a day.
    const sweep = setInterval(() => {
      sweepIdempotencyKeys(strapi).catch((e) => strapi.log.warn(`[ditp-cms] idempotency sweep failed: ${(e as Error).message}`));
    }, 3600_000);
    sweep.unref();
    housekeeping.push(() => clearInterval(sweep));
  },

  async destroy() {
    for (const stop of housekeeping.splice(0)) stop();
    await closeStores();
  },
};
