import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';

/**
 * Exactly-once form submissions. The site makes an `Idempotency-Key` (a UUID) when a form loads and
 * sends it with the post; the CMS stores (form, key, answer) in the same transaction as the entry.
 * A replay of the key on the same form (a double click, a retry after a timeout or a cut
 * connection, a duplicated tab) gets the first answer again, with the same reference, and stores
 * nothing. Keys are kept for a day.
 */
export const IDEMPOTENCY_HEADER = 'idempotency-key';
export const IDEMPOTENCY_TABLE = 'ditp_idempotency_keys';
export const IDEMPOTENCY_TTL_MS = 24 * 3600 * 1000;
const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const isIdempotencyKey = (v: unknown): v is string =>
  typeof v === 'string' && UUID_RE.test(v);

/** Creates the table (idempotent; Strapi's schema sync leaves tables it did not make alone). */
export async function ensureIdempotencyTable(strapi: Core.Strapi) {
  const knex = strapi.db.connection;
  if (await knex.schema.hasTable(IDEMPOTENCY_TABLE)) return;
  try {
    await knex.schema.createTable(IDEMPOTENCY_TABLE, (t) => {
      t.string('form_uid', 255).notNullable();
      t.string('idempotency_key', 64).notNullable();
      t.text('answer').notNullable();
      t.bigInteger('created_at').notNullable();
      t.primary(['form_uid', 'idempotency_key']);
      t.index(['created_at'], `${IDEMPOTENCY_TABLE}_created_idx`);
    });
  } catch (e) {
    // Another instance made it meanwhile.
    if (!(await knex.schema.hasTable(IDEMPOTENCY_TABLE))) throw e;
  }
}

/** The answer stored for this key on this form, or null. */
export async function storedAnswer(
  strapi: Core.Strapi,
  uid: string,
  key: string,
): Promise<{ status: number; body: unknown } | null> {
  const row = await strapi.db
    .connection(IDEMPOTENCY_TABLE)
    .where({ form_uid: uid, idempotency_key: key })
    .andWhere('created_at', '>', Date.now() - IDEMPOTENCY_TTL_MS)
    .first('answer');
  if (!row) return null;
  return JSON.parse(row.answer);
}

/** Stores the answer inside the entry's transaction (a second insert of the key fails: unique). */
export async function rememberAnswer(
  trx: Knex.Transaction,
  uid: string,
  key: string,
  answer: { status: number; body: unknown },
) {
  await trx(IDEMPOTENCY_TABLE).insert({
    form_uid: uid,
    idempotency_key: key,
    answer: JSON.stringify(answer),
    created_at: Date.now(),
  });
}

/** Drops keys older than a day. */
export async function sweepIdempotencyKeys(strapi: Core.Strapi) {
  return strapi.db
    .connection(IDEMPOTENCY_TABLE)
    .where('created_at', '<', Date.now() - IDEMPOTENCY_TTL_MS)
    .delete();
}
