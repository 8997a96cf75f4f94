import type { Core } from '@strapi/strapi';

/**
 * A real unique index on the newsletter e-mail (Strapi's `unique` is checked in the application,
 * not by the database), so two simultaneous sign-ups can never store the same address twice.
 */
export async function ensureIndexes(strapi: Core.Strapi) {
  const knex = strapi.db.connection;
  const table = 'subscribe_to_news';
  if (!(await knex.schema.hasTable(table))) return;
  try {
    await knex.raw(
      `CREATE UNIQUE INDEX IF NOT EXISTS subscribe_to_news_email_uq ON ${table} (email)`,
    );
    // The confirmation page looks a subscriber up by the hash of its token.
    await knex.raw(
      `CREATE INDEX IF NOT EXISTS subscribe_to_news_token_idx ON ${table} (confirmation_token_hash)`,
    );
  } catch (e) {
    // Existing duplicates (from before the index) block it: keep running, the controller still checks.
    strapi.log.warn(
      `[ditp-cms] could not create the unique index on ${table}.email: ${(e as Error).message}`,
    );
  }
}
