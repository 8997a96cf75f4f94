import type { Core } from '@strapi/strapi';

/**
 * The connection settings of the CMS's own PostgreSQL pool, for the few dedicated connections the
 * CMS opens besides it (start-up lock, readiness check): knex's copy, which keeps every field
 * (`strapi.config`'s database settings do not keep the password once Strapi has started).
 */
export function pgSettings(strapi: Core.Strapi): Record<string, unknown> {
  const knexSettings = (strapi.db.connection as any)?.client?.connectionSettings;
  return { ...(knexSettings ?? (strapi.config.get('database.connection.connection') as Record<string, unknown>)) };
}
