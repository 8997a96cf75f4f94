import type { Core } from '@strapi/strapi';
import { summaryOf } from '../model/html';

/**
 * Every entry's `summary`: the plain text of its `content_html`, at most SUMMARY_LENGTH characters
 * (cms/src/model/html.ts), made by the CMS whenever the body is written, so that a list asks for
 * what a card shows and never for the whole body (docs/quality.md#content-at-scale). Editors do
 * not type it: the field is hidden from the edit view, and a value sent with the body is replaced.
 */

type Described = { attributes?: Record<string, { type?: string }> };

/** Content types with both a body and a summary. */
function summarised(strapi: Core.Strapi): Set<string> {
  return new Set(
    (Object.entries(strapi.contentTypes) as Array<[string, Described]>)
      .filter(
        ([uid, t]) =>
          uid.startsWith('api::') && t.attributes?.summary && t.attributes?.content_html,
      )
      .map(([uid]) => uid),
  );
}

/** Register: a document service middleware that fills `summary` on every create and update. */
export function registerSummaries(strapi: Core.Strapi) {
  let uids: Set<string> | null = null;
  strapi.documents.use(async (context, next) => {
    uids ??= summarised(strapi);
    const data = (context.params as { data?: Record<string, unknown> } | undefined)?.data;
    if (
      (context.action === 'create' || context.action === 'update') &&
      uids.has(context.uid) &&
      data &&
      'content_html' in data
    ) {
      data.summary = summaryOf(data.content_html as string | null);
    }
    return next();
  });
}

/**
 * Bootstrap: summaries of rows that have a body and none yet (a database from before the field, rows
 * imported by SQL), a few hundred rows at a time.
 */
export async function backfillSummaries(strapi: Core.Strapi) {
  const knex = strapi.db.connection;
  let total = 0;
  for (const uid of summarised(strapi)) {
    const meta = strapi.db.metadata.get(uid as Parameters<typeof strapi.db.metadata.get>[0]);
    const table = meta.tableName;
    for (;;) {
      const rows: Array<{ id: number; content_html: string }> = await knex(table)
        .select('id', 'content_html')
        .whereNull('summary')
        .whereNotNull('content_html')
        .whereNot('content_html', '')
        .limit(500);
      const filled = rows
        .map((row) => ({ id: row.id, summary: summaryOf(row.content_html) }))
        .filter((row) => row.summary !== null);
      if (filled.length === 0) break;
      await knex.transaction(async (trx) => {
        for (const row of filled)
          await trx(table).where({ id: row.id }).update({ summary: row.summary });
      });
      total += filled.length;
      if (rows.length < 500) break;
    }
  }
  if (total) strapi.log.info(`[ditp-cms] summaries made for ${total} entries`);
}
