import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { checkAttachment } from '../attachments/claim';
import { FORM_SPECS, LOCALES, type FieldSpec } from './specs';
import { DEFAULT_LOCALE } from '../model/locales';
import { hasClosed } from '../model/time';
import {
  hasForbiddenCharacters,
  hasLetter,
  isPhoneNumber,
  normalizeCompat,
  normalizeEmail,
  normalizeText,
  textLength,
} from '../model/text';

export type FieldError = { path: string[]; message: string; name: 'ValidationError'; code: string };

const DOCUMENT_ID_RE = /^[A-Za-z0-9_-]{1,64}$/;
const DATE_RE = /^\d{4}-\d{2}-\d{2}$/;

const isBlank = (v: unknown) =>
  v === undefined || v === null || (typeof v === 'string' && normalizeText(v) === '');

/** Throws Strapi's ValidationError (400) with `details.errors[] = { path, message, code }`. */
export function fail(errs: FieldError[]): never {
  const message =
    errs.length === 1
      ? errs[0].message
      : `${errs.length} fields need attention: ${errs.map((e) => e.path.join('.')).join(', ')}.`;
  throw new errors.ValidationError(message, { errors: errs });
}

const err = (field: string, code: string, message: string): FieldError => ({
  path: [field],
  message,
  name: 'ValidationError',
  code,
});

async function checkField(
  strapi: Core.Strapi,
  field: string,
  spec: FieldSpec,
  raw: unknown,
  out: FieldError[],
): Promise<unknown> {
  if (spec.kind === 'mediaList') {
    if (isBlank(raw) || (Array.isArray(raw) && raw.length === 0)) {
      if (spec.required) out.push(err(field, 'required', 'Attach at least one file.'));
      return undefined;
    }
    const list = Array.isArray(raw) ? raw : [raw];
    if (list.length > spec.maxFiles) {
      out.push(err(field, 'too_many_files', `Attach at most ${spec.maxFiles} files.`));
      return undefined;
    }
    const ids: number[] = [];
    for (const ref of list) {
      const id = await checkAttachment(strapi, field, ref, spec, out);
      if (id != null && !ids.includes(id)) ids.push(id);
    }
    return ids;
  }
  if (isBlank(raw)) {
    if (spec.required) {
      const msg: Record<string, string> = {
        email: 'Enter your email address.',
        phone: 'Enter your phone number.',
        enum: 'Choose one of the options.',
        bool: 'Answer this question.',
        int: 'Choose a rating from 1 to 5.',
        media: 'Attach a file.',
        date: 'Enter a date.',
      };
      out.push(
        err(
          field,
          'required',
          spec.kind === 'bool' && spec.mustBeTrue
            ? 'You must accept the privacy notice to continue.'
            : (msg[spec.kind] ?? `Enter ${field.replace(/_/g, ' ')}.`),
        ),
      );
    }
    return undefined;
  }
  switch (spec.kind) {
    case 'string': {
      if (typeof raw !== 'string')
        return void out.push(
          err(field, 'invalid_type', `${field.replace(/_/g, ' ')} must be text.`),
        );
      const v = normalizeText(raw);
      if (hasForbiddenCharacters(v, { multiline: spec.multiline })) {
        return void out.push(
          err(
            field,
            'invalid_characters',
            'Remove the hidden or control characters from this field.',
          ),
        );
      }
      if (textLength(v) > spec.max)
        return void out.push(
          err(
            field,
            'too_long',
            `Use at most ${spec.max.toLocaleString('en-US')} characters (now ${textLength(v).toLocaleString('en-US')}).`,
          ),
        );
      if (spec.name && !hasLetter(v))
        return void out.push(err(field, 'invalid_name', 'Enter a name with letters.'));
      return v;
    }
    case 'email': {
      const v =
        typeof raw === 'string' ? normalizeEmail(raw, { lowercaseLocal: spec.lowercase }) : null;
      if (!v)
        return void out.push(
          err(field, 'invalid_email', 'Enter a valid email address, like name@example.com.'),
        );
      return v;
    }
    case 'phone': {
      const v =
        typeof raw === 'number'
          ? String(raw)
          : typeof raw === 'string'
            ? normalizeCompat(raw)
            : null;
      if (v == null || !isPhoneNumber(v)) {
        return void out.push(
          err(
            field,
            'invalid_phone',
            'Enter a valid phone number, like 02 507 7999 or +66 2 507 7999.',
          ),
        );
      }
      return v;
    }
    case 'enum': {
      if (typeof raw !== 'string' || !spec.values.includes(raw)) {
        return void out.push(
          err(field, 'invalid_choice', `Choose one of: ${spec.values.join(', ')}.`),
        );
      }
      return raw;
    }
    case 'bool': {
      const v =
        raw === true || raw === 'true' ? true : raw === false || raw === 'false' ? false : null;
      if (v === null) return void out.push(err(field, 'invalid_type', 'Answer yes or no.'));
      if (spec.mustBeTrue && v !== true)
        return void out.push(
          err(field, 'must_accept', 'You must accept the privacy notice to continue.'),
        );
      return v;
    }
    case 'int': {
      const v =
        typeof raw === 'number'
          ? raw
          : typeof raw === 'string' && /^-?\d+$/.test(raw.trim())
            ? Number(raw)
            : NaN;
      if (!Number.isInteger(v) || v < spec.min || v > spec.max) {
        return void out.push(
          err(field, 'out_of_range', `Choose a whole number from ${spec.min} to ${spec.max}.`),
        );
      }
      return v;
    }
    case 'date': {
      if (
        typeof raw !== 'string' ||
        !DATE_RE.test(raw) ||
        Number.isNaN(Date.parse(`${raw}T00:00:00Z`)) ||
        new Date(`${raw}T00:00:00Z`).toISOString().slice(0, 10) !== raw
      ) {
        return void out.push(err(field, 'invalid_date', 'Enter a real date as YYYY-MM-DD.'));
      }
      if (raw < '1900-01-01')
        return void out.push(err(field, 'invalid_date', 'Enter a real date as YYYY-MM-DD.'));
      // Allow "today" in any time zone (UTC+14).
      if (spec.notFuture && Date.parse(`${raw}T00:00:00Z`) > Date.now() + 14 * 3600 * 1000) {
        return void out.push(err(field, 'date_in_future', 'The date cannot be in the future.'));
      }
      return raw;
    }
    case 'media':
      return (await checkAttachment(strapi, field, raw, spec, out)) ?? undefined;
    case 'documentId': {
      if (typeof raw !== 'string' || !DOCUMENT_ID_RE.test(raw))
        return void out.push(
          err(field, 'invalid_reference', `${field.replace(/_/g, ' ')} is not a valid reference.`),
        );
      return raw;
    }
  }
}

/**
 * Validates and normalises a public form payload (`body.data`). Returns clean data ready for the
 * Document Service, or throws a ValidationError listing every problem by field.
 */
export async function validateForm(
  strapi: Core.Strapi,
  uid: string,
  body: unknown,
  queryLocale: unknown,
): Promise<Record<string, unknown>> {
  const spec = FORM_SPECS[uid];
  if (!spec) throw new errors.ApplicationError(`No form specification for ${uid}`);
  if (!body || typeof body !== 'object' || Array.isArray(body) || !('data' in body)) {
    fail([err('data', 'missing_data', 'Send the form as JSON: { "data": { ...fields } }.')]);
  }
  const data = (body as { data: unknown }).data;
  if (!data || typeof data !== 'object' || Array.isArray(data)) {
    fail([err('data', 'missing_data', 'Send the form as JSON: { "data": { ...fields } }.')]);
  }
  const input = data as Record<string, unknown>;
  const out: FieldError[] = [];

  if (
    queryLocale !== undefined &&
    (typeof queryLocale !== 'string' || !(LOCALES as readonly string[]).includes(queryLocale))
  ) {
    out.push({
      path: ['locale'],
      message: `locale must be one of: ${LOCALES.join(', ')}.`,
      name: 'ValidationError',
      code: 'invalid_choice',
    });
  }
  for (const key of Object.keys(input)) {
    if (!(key in spec.fields)) out.push(err(key, 'unknown_field', `Unknown field "${key}".`));
  }
  const clean: Record<string, unknown> = {};
  for (const [field, fieldSpec] of Object.entries(spec.fields)) {
    const v = await checkField(strapi, field, fieldSpec, input[field], out);
    if (v !== undefined) clean[field] = v;
  }
  if (
    clean.submitted_locale === undefined &&
    typeof queryLocale === 'string' &&
    (LOCALES as readonly string[]).includes(queryLocale)
  ) {
    clean.submitted_locale = queryLocale;
  }
  const failed = new Set(out.map((e) => e.path[0]));

  if (spec.cross === 'complaint' && clean.anonymous === false) {
    if (!clean.full_name && !failed.has('full_name'))
      out.push(err('full_name', 'required', 'Enter your name, or choose to complain anonymously.'));
    if (!clean.email && !clean.phone && !failed.has('email') && !failed.has('phone')) {
      out.push(
        err(
          'email',
          'contact_required',
          'Give an email address or a phone number so we can contact you, or choose to complain anonymously.',
        ),
      );
      out.push(
        err(
          'phone',
          'contact_required',
          'Give an email address or a phone number so we can contact you, or choose to complain anonymously.',
        ),
      );
    }
  }
  if (spec.cross === 'job' && typeof clean.position === 'string') {
    const jobs = await strapi.db.query('api::apply-for-work.apply-for-work').findMany({
      where: { documentId: clean.position, publishedAt: { $notNull: true } },
      select: ['id', 'locale', 'title', 'position', 'closing_date'],
    });
    if (jobs.length === 0) {
      out.push(
        err('position', 'not_found', 'This job opening does not exist or is no longer published.'),
      );
    } else {
      const wanted = (clean.submitted_locale as string) || DEFAULT_LOCALE;
      type JobRow = { locale: string; title?: string; position?: string; closing_date?: string };
      const rows = jobs as JobRow[];
      const job = rows.find((j) => j.locale === wanted) ?? rows[0];
      if (!clean.position_title) clean.position_title = job.position || job.title;
      // Applications are taken up to and including the closing date, in Thailand's time.
      if (hasClosed(job.closing_date)) {
        const closing = String(job.closing_date).slice(0, 10);
        out.push(err('position', 'closed', `Applications for this job closed on ${closing}.`));
      }
    }
  }
  if (out.length) fail(out);
  return clean;
}
