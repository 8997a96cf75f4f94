import type { Core } from '@strapi/strapi';
import { ServiceUnavailableError } from '../public/durable';
import { errors } from '@strapi/utils';
import { isDatabaseUnavailable } from '../reliability/db-errors';
import { within } from '../reliability/health';
import type { Context } from 'koa';
import type { ErrorLike } from '../utils/error-like';

/** Strapi's permission check turns a failed database read into 401/403: ask the database. */
async function databaseDown(strapi: Core.Strapi) {
  try {
    await within(strapi.db.connection.raw('select 1'), 1500);
    return false;
  } catch {
    return true;
  }
}

/**
 * Placed right after `strapi::errors`: a request that failed because the database is unavailable
 * (down, restarting, full, busy; src/reliability/db-errors.ts) is answered 503
 * `ServiceUnavailableError` with `Retry-After`, not 500. So is a 401/403 when the database does not
 * answer at that moment (Strapi's permission check reports a failed read of the roles as "invalid
 * credentials"). A write says `details.code = 'not_stored'` (nothing was kept), a read
 * `database_unavailable`. One log line, without the statement's values.
 */
const unavailable = (ctx: Context) => {
  const write = !['GET', 'HEAD', 'OPTIONS'].includes(ctx.method);
  ctx.set('Retry-After', '10');
  return new ServiceUnavailableError(
    write
      ? 'The request could not be stored because the database is unavailable. Nothing was saved; please try again.'
      : 'The database is unavailable. Please try again shortly.',
    { code: write ? 'not_stored' : 'database_unavailable' },
  );
};

const isDenial = (e: ErrorLike) =>
  e instanceof errors.UnauthorizedError ||
  e instanceof errors.ForbiddenError ||
  e?.status === 401 ||
  e?.status === 403;

export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) => {
  return async (ctx: Context, next: () => Promise<void>) => {
    try {
      await next();
    } catch (caught) {
      const e = caught as ErrorLike;
      if (!isDatabaseUnavailable(e) && !(isDenial(e) && (await databaseDown(strapi)))) throw caught;
      strapi.log.error(
        `[ditp-cms] database unavailable: ${ctx.method} ${ctx.path} answered 503`,
        e,
      );
      throw unavailable(ctx);
    }
    // Strapi's authentication answers 401 itself (no exception) when its strategy failed.
    if ((ctx.status === 401 || ctx.status === 403) && (await databaseDown(strapi))) {
      strapi.log.error(
        `[ditp-cms] database unavailable: ${ctx.method} ${ctx.path} answered 503 (permission check failed)`,
      );
      throw unavailable(ctx);
    }
  };
};
