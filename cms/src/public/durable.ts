import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import type { ErrorLike } from '../utils/error-like';

/**
 * A 503 in Strapi's error envelope: `{ data: null, error: { status: 503, name:
 * 'ServiceUnavailableError', message, details } }`. It is an http-errors `HttpError` for Strapi's
 * error middleware (which answers status, name, message and details of those as they are).
 */
export class ServiceUnavailableError extends Error {
  readonly status = 503;
  readonly statusCode = 503;
  readonly expose = true;
  readonly details: Record<string, unknown>;

  constructor(message: string, details: Record<string, unknown> = {}) {
    super(message);
    this.name = 'ServiceUnavailableError';
    this.details = details;
  }
}
Object.setPrototypeOf(ServiceUnavailableError.prototype, errors.HttpError.prototype);

export const NOT_STORED_MESSAGE =
  'Your form could not be stored. Nothing was saved; please try again.';

/**
 * Read-after-write guard of the public form path: reads the row just created back by id, outside
 * any transaction, and throws a 503 `ServiceUnavailableError` with `details.code = 'not_stored'`
 * when it is not there (a commit the database did not keep, whatever the driver said). Call it
 * after the transaction that stored the entry has ended: on SQLite the read needs the one
 * connection that transaction holds. Logs one line without personal data when it refuses.
 */
export async function ensureStored(
  strapi: Core.Strapi,
  uid: string,
  entry: { id?: number | string } | null | undefined,
) {
  if (strapi.db.inTransaction()) {
    throw new Error(
      `ensureStored(${uid}) must run after the transaction that stored the entry has ended`,
    );
  }
  const id = entry?.id;
  let found = false;
  let cause = 'no row with that id';
  if (id !== undefined && id !== null) {
    try {
      const { tableName } = strapi.db.metadata.get(uid);
      const row = await strapi.db.getConnection(tableName).where({ id }).first('id');
      found = Boolean(row);
    } catch (caught) {
      const e = caught as ErrorLike;
      cause = `read-back failed: ${e?.code ?? e?.name ?? 'error'}`;
    }
  } else {
    cause = 'the store returned no id';
  }
  if (found) return;
  strapi.log.error(`[ditp-cms] form entry not stored (${uid}, id ${id ?? '-'}): ${cause}`);
  throw new ServiceUnavailableError(NOT_STORED_MESSAGE, { code: 'not_stored' });
}
