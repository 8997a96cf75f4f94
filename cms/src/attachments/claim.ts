/**
 * Form file fields (`cv`, `evidence`) take attachment tokens (tokens.ts), never file ids.
 *
 * - `checkAttachment` (called by src/forms/validate.ts) resolves a token to its file: only a token
 *   issued by POST /api/attachments within ATTACHMENT_TTL_SECONDS (one hour) and not claimed yet.
 *   Numbers, documentIds, objects, unknown, expired and used tokens are all `file_not_found`;
 *   type and size are checked against the field's rules. No message names a file.
 * - `installClaims` claims the files when the entry is created: a database lifecycle (beforeCreate)
 *   of every form type with file fields marks each attachment claimed with one conditional UPDATE
 *   (still unclaimed, still young), inside the transaction of the entry's insert. A token used by
 *   two submissions at once is claimed by one; the other fails with `file_not_found` and its entry
 *   is not stored.
 */
import type { Core } from '@strapi/strapi';
import type { Event } from '@strapi/database';
import { errors } from '@strapi/utils';
import { FORM_SPECS } from '../forms/specs';
import { attachmentTtlMs } from './settings';
import { TOKEN_RE, hashToken } from './tokens';
import type { FileRow, WithColumns } from './file-row';

export const FILE_UID = 'plugin::upload.file';

export const FILE_NOT_FOUND =
  'The attached file has expired or was not found. Please choose it again.';

type FileSpec = { mimes: string[]; maxBytes: number };
type FieldError = { path: string[]; message: string; name: 'ValidationError'; code: string };

const fieldError = (field: string, code: string, message: string): FieldError => ({
  path: [field],
  message,
  name: 'ValidationError',
  code,
});

const TYPE_NAMES: Record<string, string> = {
  'application/pdf': 'PDF',
  'application/msword': 'DOC',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'DOCX',
  'image/jpeg': 'JPG',
  'image/png': 'PNG',
  'image/webp': 'WEBP',
  'image/gif': 'GIF',
};
const describeTypes = (mimes: string[]) =>
  [...new Set(mimes.map((m) => TYPE_NAMES[m] ?? m))].join(', ');
/** Megabytes as people write them: 1 MB = 1,000,000 bytes (the site's messages count the same). */
const mb = (bytes: number) => `${Math.round(bytes / 100_000) / 10} MB`;

/** Exact byte size of a stored attachment (Strapi's `size` column is kB rounded to 2 decimals). */
export const bytesOf = (row: Pick<FileRow, 'size' | 'provider_metadata'>) =>
  Number.isFinite(row.provider_metadata?.bytes)
    ? Number(row.provider_metadata?.bytes)
    : Math.round(Number(row.size) * 1000);

const youngerThan = () => new Date(Date.now() - attachmentTtlMs());

/**
 * The id of the attachment a form field's token stands for, or null after pushing the field's
 * error to `out`.
 */
export async function checkAttachment(
  strapi: Core.Strapi,
  field: string,
  ref: unknown,
  spec: FileSpec,
  out: FieldError[],
): Promise<number | null> {
  if (typeof ref !== 'string' || !TOKEN_RE.test(ref)) {
    out.push(fieldError(field, 'file_not_found', FILE_NOT_FOUND));
    return null;
  }
  const row: WithColumns<'id' | 'mime' | 'size'> | null = await strapi.db.query(FILE_UID).findOne({
    where: {
      attachment_token_hash: hashToken(ref),
      attachment_claimed_at: { $null: true },
      createdAt: { $gt: youngerThan() },
    },
    select: ['id', 'mime', 'size', 'provider_metadata'],
  });
  if (!row) {
    out.push(fieldError(field, 'file_not_found', FILE_NOT_FOUND));
    return null;
  }
  if (!spec.mimes.includes(row.mime)) {
    out.push(
      fieldError(
        field,
        'invalid_file_type',
        `This type of file is not accepted here. Accepted: ${describeTypes(spec.mimes)}.`,
      ),
    );
    return null;
  }
  if (bytesOf(row) > spec.maxBytes) {
    out.push(fieldError(field, 'file_too_large', `The file is larger than ${mb(spec.maxBytes)}.`));
    return null;
  }
  return row.id;
}

/** File fields of every form type (uid -> field names). */
export const formFileFields = (): Record<string, string[]> => {
  const out: Record<string, string[]> = {};
  for (const [uid, spec] of Object.entries(FORM_SPECS)) {
    const fields = Object.entries(spec.fields)
      .filter(([, f]) => f.kind === 'media' || f.kind === 'mediaList')
      .map(([name]) => name);
    if (fields.length) out[uid] = fields;
  }
  return out;
};

/** File ids in whatever shape a media value reaches the database layer. */
export function idsOf(value: unknown): number[] {
  if (value === null || value === undefined) return [];
  if (typeof value === 'number') return Number.isInteger(value) ? [value] : [];
  if (typeof value === 'string') return /^\d+$/.test(value) ? [Number(value)] : [];
  if (Array.isArray(value)) return value.flatMap(idsOf);
  if (typeof value === 'object') {
    const v = value as Record<string, unknown>;
    if ('set' in v || 'connect' in v) return [...idsOf(v.set), ...idsOf(v.connect)];
    if ('id' in v) return idsOf(v.id);
  }
  return [];
}

/** Claims the attachments of a new entry (see above); files that are not attachments are left alone. */
export async function claimAttachments(
  strapi: Core.Strapi,
  fields: string[],
  data: Record<string, unknown> | undefined,
) {
  if (!data) return;
  const files = strapi.db.query(FILE_UID);
  for (const field of fields) {
    for (const id of new Set(idsOf(data[field]))) {
      const row: FileRow | null = await files.findOne({
        where: { id },
        select: ['id', 'attachment_token_hash'],
      });
      if (!row?.attachment_token_hash) continue;
      const { count } = await files.updateMany({
        where: { id, attachment_claimed_at: { $null: true }, createdAt: { $gt: youngerThan() } },
        data: { attachment_claimed_at: new Date() },
      });
      if (count !== 1) {
        throw new errors.ValidationError(FILE_NOT_FOUND, {
          errors: [fieldError(field, 'file_not_found', FILE_NOT_FOUND)],
        });
      }
    }
  }
}

export function installClaims(strapi: Core.Strapi) {
  const byUid = formFileFields();
  strapi.db.lifecycles.subscribe({
    models: Object.keys(byUid),
    async beforeCreate(event: Event) {
      await claimAttachments(strapi, byUid[event.model.uid], event.params?.data);
    },
  });
}
