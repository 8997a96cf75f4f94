import type { Core } from '@strapi/strapi';

/**
 * The connection settings of the CMS's PostgreSQL database, for the few dedicated connections the
 * CMS opens besides its pool (start-up lock, readiness check): knex's copy, as a plain object with
 * every own property. knex makes the password non-enumerable (kept out of logs and dumps), so
 * `{ ...settings }` would lose it.
 */
export function pgSettings(strapi: Core.Strapi): Record<string, unknown> {
  const source = (strapi.db.connection?.client?.connectionSettings ??
    strapi.config.get('database.connection.connection')) as Record<string, unknown>;
  const copy: Record<string, unknown> = {};
  for (const key of Object.getOwnPropertyNames(source ?? {})) copy[key] = source[key];
  return copy;
}
