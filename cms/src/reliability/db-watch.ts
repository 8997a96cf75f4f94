import type { Core } from '@strapi/strapi';
import { isDatabaseUnavailable } from './db-errors';
import type { ErrorLike } from '../utils/error-like';

/**
 * The CMS keeps running while its database is down. With PostgreSQL, a server that stops (a crash,
 * a PANIC on a full disk, a restart) makes `pg` emit 'error' on idle clients and reject whatever was
 * in flight, sometimes where nobody listens: Node's default then ends the process. Here:
 * - every pooled `pg` client gets an 'error' listener that logs it (knex already drops the broken
 *   client from the pool);
 * - an uncaught exception or unhandled rejection that is a database-unavailable error
 *   (src/reliability/db-errors.ts) is logged and the process goes on: requests answer 503
 *   meanwhile (src/middlewares/db-unavailable.ts) and /_health/ready fails; new connections are
 *   made when the database is back. Any other uncaught error keeps Node's behaviour (log, exit 1).
 */
let installed = false;

export function watchDatabase(strapi: Core.Strapi) {
  if (installed) return;
  installed = true;
  let lastLog = 0;
  const report = (what: string, e: ErrorLike) => {
    // At most one line a second: a dead database makes every client fail at once.
    if (Date.now() - lastLog < 1000) return;
    lastLog = Date.now();
    strapi.log.error(
      `[ditp-cms] database unavailable (${what}): ${e?.code ?? ''} ${e?.message ?? e}`.trim(),
    );
  };

  const client = strapi.config.get('database.connection.client') as string;
  if (client === 'postgres') {
    // knex's tarn pool announces every new connection; knex itself already marks a client that
    // emitted 'error' as disposed, this listener makes the event visible in the log.
    // (knex types its client `any`; what is read of its pool and connections is written here.)
    type Listener<T> = { on?: (event: string, listener: T) => void } | undefined;
    const pool: Listener<(id: unknown, conn: Listener<(e: ErrorLike) => void>) => void> =
      strapi.db.connection.client?.pool;
    pool?.on?.('createSuccess', (_id, conn) => conn?.on?.('error', (e) => report('connection', e)));
  }

  process.on('uncaughtException', (e: ErrorLike) => {
    if (isDatabaseUnavailable(e)) return report('uncaught', e);
    strapi.log.error('[ditp-cms] uncaught exception, exiting', e);
    process.exit(1);
  });
  process.on('unhandledRejection', (e: ErrorLike) => {
    if (isDatabaseUnavailable(e)) return report('unhandled rejection', e);
    strapi.log.error('[ditp-cms] unhandled rejection, exiting', e);
    process.exit(1);
  });
}
