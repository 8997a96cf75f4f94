import type { Core } from '@strapi/strapi';

/**
 * A real unique index on the newsletter e-mail (Strapi's `unique` is checked in the application,
 * not by the database), so two simultaneous sign-ups can never store the same address twice.
 */
export async function ensureIndexes(strapi: Core.Strapi) {
  const knex = strapi.db.connection;
  const table = 'subscribe_to_news';
  if (!(await knex.schema.hasTable(table))) return;
  await knex.raw(`CREATE UNIQUE INDEX IF NOT EXISTS subscribe_to_news_email_uq ON ${table} (email)`);
}
