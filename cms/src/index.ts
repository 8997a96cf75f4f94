import type { Core } from '@strapi/strapi';
import { ensureLocales } from './bootstrap/locales';
import { ensurePublicPermissions } from './bootstrap/permissions';
import { ensureAdminUser } from './bootstrap/admin-user';
import { ensureIndexes } from './bootstrap/indexes';
import { ensureSearchIndex } from './search/index-store';
import { backfillSummaries, registerSummaries } from './content/summary';
import { readDeepPagesByIds } from './content/deep-pages';
import { seed } from './seed/run';
import { ensureIdempotencyTable, sweepIdempotencyKeys } from './public/idempotency';
import { closeStores, connectStores } from './public/store';
import { newsletter } from './newsletter/service';
import { newsletterSecret } from './newsletter/tokens';
import { acquireStartupLock, type StartupLock } from './reliability/startup-lock';
import { installGracefulShutdown } from './reliability/shutdown';
import { registerHealthRoutes } from './reliability/health';
import { watchDatabase } from './reliability/db-watch';
import { ensureApiUploadFolder } from './reliability/upload-folder';

let startupLock: StartupLock | null = null;
const housekeeping: Array<() => void> = [];

export default {
  /**
   * Runs before Strapi connects its database and syncs the schema: secrets read outside config/,
   * graceful shutdown, health routes, database error handling, and the start-up lock (held until
   * bootstrap has ended, so schema sync, migrations and seed never run in two instances at once).
   */
  async register({ strapi }: { strapi: Core.Strapi }) {
    // Secrets read outside config/ are checked here, so a production CMS refuses to start.
    newsletterSecret();
    const { isDraining } = installGracefulShutdown(strapi);
    registerHealthRoutes(strapi, isDraining);
    registerSummaries(strapi);
    watchDatabase(strapi);
    startupLock = await acquireStartupLock(strapi);
  },

  /**
   * Runs before the server listens, so once the CMS answers HTTP all of this is done:
   * locales, public permissions, admin user, DB indexes, the search index, list pages read by id
   * first, the idempotency table, the API upload folder and (first start only) the seed content.
   */
  async bootstrap({ strapi }: { strapi: Core.Strapi }) {
    const t0 = Date.now();
    const step = async (name: string, fn: () => Promise<void>) => {
      const t = Date.now();
      await fn();
      strapi.log.info(`[ditp-cms] bootstrap ${name}: ${Date.now() - t} ms`);
    };
    try {
      await step('shared store', () => connectStores(strapi));
      await step('locales', () => ensureLocales(strapi));
      await step('permissions', () => ensurePublicPermissions(strapi));
      await step('admin user', () => ensureAdminUser(strapi));
      await step('indexes', () => ensureIndexes(strapi));
      await step('search index', () => ensureSearchIndex(strapi));
      await step('list pages by id', async () => readDeepPagesByIds(strapi));
      await step('idempotency keys', () => ensureIdempotencyTable(strapi));
      await step('upload folder', () => ensureApiUploadFolder(strapi));
      await step('newsletter purge', () => newsletter(strapi).purgeExpired());
      if (process.env.CMS_SEED !== 'false') await step('seed', () => seed(strapi));
      await step('summaries', () => backfillSummaries(strapi));
    } finally {
      await startupLock?.release();
      startupLock = null;
    }
    if (!process.env.SMTP_HOST) {
      strapi.log.warn(
        '[ditp-cms] SMTP_HOST not set: e-mail goes to a local mail catcher on 127.0.0.1 (see cms/README.md, "E-mail").',
      );
    }
    strapi.log.info(`[ditp-cms] bootstrap done in ${Date.now() - t0} ms`);
    // Hourly housekeeping: idempotency keys older than a day.
    const sweep = setInterval(() => {
      sweepIdempotencyKeys(strapi).catch((e) =>
        strapi.log.warn(`[ditp-cms] idempotency sweep failed: ${(e as Error).message}`),
      );
    }, 3600_000);
    sweep.unref();
    housekeeping.push(() => clearInterval(sweep));
  },

  async destroy() {
    for (const stop of housekeeping.splice(0)) stop();
    await closeStores();
  },
};
