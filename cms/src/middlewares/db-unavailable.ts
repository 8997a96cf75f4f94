import type { Core } from '@strapi/strapi';
import { ServiceUnavailableError } from '../public/durable';
import { isDatabaseUnavailable } from '../reliability/db-errors';

/**
 * Placed right after `strapi::errors`: a request that failed because the database is unavailable
 * (down, restarting, full, busy; src/reliability/db-errors.ts) is answered 503
 * `ServiceUnavailableError` with `Retry-After`, not 500. A write says `details.code = 'not_stored'`
 * (nothing was kept), a read `database_unavailable`. One log line, without the statement's values.
 */
export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) => {
  return async (ctx: any, next: () => Promise<void>) => {
    try {
      await next();
    } catch (e: any) {
      if (!isDatabaseUnavailable(e)) throw e;
      const write = !['GET', 'HEAD', 'OPTIONS'].includes(ctx.method);
      strapi.log.error(`[ditp-cms] database unavailable: ${ctx.method} ${ctx.path} answered 503`, e);
      ctx.set('Retry-After', '10');
      throw new ServiceUnavailableError(
        write ? 'The request could not be stored because the database is unavailable. Nothing was saved; please try again.' : 'The database is unavailable. Please try again shortly.',
        { code: write ? 'not_stored' : 'database_unavailable' },
      );
    }
  };
};
