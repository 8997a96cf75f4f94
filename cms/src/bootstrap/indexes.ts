import { createHash } from 'node:crypto';
import type { Core } from '@strapi/strapi';

/** PostgreSQL cuts identifiers at 63 bytes: longer names get a short hash suffix instead. */
export function indexName(table: string, suffix: string): string {
  const name = `${table}_${suffix}`;
  if (name.length <= 60) return name;
  const hash = createHash('sha1').update(name).digest('hex').slice(0, 8);
  return `${table.slice(0, 60 - suffix.length - 10)}_${hash}_${suffix}`;
}

/**
 * Every content API collection type that is localised and has draft and publish (the site's
 * lists and searches read only those), with its table and its attributes' column names: what the
 * list indexes (below) and the search index (src/search/index-store.ts) are made for.
 */
export function localisedPublishedCollections(strapi: Core.Strapi) {
  type Described = {
    kind?: string;
    options?: { draftAndPublish?: boolean };
    pluginOptions?: { i18n?: { localized?: boolean } };
  };
  return (Object.entries(strapi.contentTypes) as Array<[string, Described]>)
    .filter(
      ([uid, type]) =>
        uid.startsWith('api::') &&
        type.kind === 'collectionType' &&
        type.options?.draftAndPublish &&
        type.pluginOptions?.i18n?.localized,
    )
    .map(([uid]) => {
      const meta = strapi.db.metadata.get(uid as Parameters<typeof strapi.db.metadata.get>[0]);
      const attributes = meta.attributes as Record<string, { columnName?: string }>;
      return {
        uid,
        table: meta.tableName,
        /** The column of an attribute, undefined when the type has no such attribute. */
        column: (attribute: string) => attributes[attribute]?.columnName,
      };
    });
}

/**
 * The list order's index (and the sitemap's, below) on every localised collection with draft and publish: what a list page,
 * its count and a deep page ask (docs/quality.md#content-at-scale). Every such read is "published
 * rows of one locale, newest first" (site/cms/query.ts SORT: publish_date, then createdAt, then
 * Strapi's own id tie-break), so one partial index on (locale, publish_date, created_at, id) over
 * the published rows serves them in order: page 1 reads 20 index entries, a deep page and the total
 * walk the index without touching the rows (measured at 25,000 documents: 80 -> 0.6 ms, page 620
 * 598 -> 1.1 ms, count 70 -> 1.3 ms). Drafts (the other half of the table) are left out of it.
 * Same statement on SQLite and PostgreSQL; `IF NOT EXISTS` makes it a no-op on later starts.
 */
export function listIndexStatements(strapi: Core.Strapi): string[] {
  const statements: string[] = [];
  for (const { table, column } of localisedPublishedCollections(strapi)) {
    const publishDate = column('publish_date');
    const order = ['publish_date', 'createdAt']
      .map(column)
      .filter((c): c is string => Boolean(c))
      .map((c) => `${c} DESC`);
    statements.push(
      `CREATE INDEX IF NOT EXISTS ${indexName(table, 'list_idx')} ON ${table} (locale, ${order.join(', ')}, id) WHERE published_at IS NOT NULL`,
      // The sitemap's chunks (src/api/sitemap): published rows of one locale in id order, from
      // after an id. Without it the database took the list index for the locale and sorted all
      // of that locale's rows by id for every chunk (100,000 documents: 122 ms a chunk, 8 ms
      // with it; a sitemap file of 50,000 URLs is 50 chunks). It holds the publication date
      // too, so that the visibility test (and a count the planner may answer from this index)
      // never reads the rows.
      `CREATE INDEX IF NOT EXISTS ${indexName(table, 'sitemap_idx')} ON ${table} (locale, id${publishDate ? `, ${publishDate}` : ''}) WHERE published_at IS NOT NULL`,
    );
    // The home page's featured story (a collection with a `featured` flag): the newest featured
    // row of a locale. Without it the list index walks every row of the locale to find the few
    // featured ones; the flag is an equality in the index's prefix (not in its WHERE: Strapi
    // binds the value, and a bound value cannot prove a partial index's condition).
    const featured = column('featured');
    if (featured) {
      statements.push(
        `CREATE INDEX IF NOT EXISTS ${indexName(table, 'featured_idx')} ON ${table} (locale, ${featured}, ${order.join(', ')}, id) WHERE published_at IS NOT NULL`,
      );
    }
  }
  return statements;
}

/**
 * The list indexes (above), and a real unique index on the newsletter e-mail (Strapi's `unique` is checked in the application,
 * not by the database), so two simultaneous sign-ups can never store the same address twice.
 */
export async function ensureIndexes(strapi: Core.Strapi) {
  const knex = strapi.db.connection;
  for (const statement of listIndexStatements(strapi)) {
    try {
      await knex.raw(statement);
    } catch (e) {
      // Lists are slower without it, not wrong: the CMS still starts and serves.
      strapi.log.warn(`[ditp-cms] could not create a list index: ${(e as Error).message}`);
    }
  }
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
