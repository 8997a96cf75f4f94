/**
 * Maps the CMS's refusal back to the form. Strapi answers 400 with
 * `{ error: { name: 'ValidationError', message, details: { errors: [{ path: [field], message, code }] } } }`
 * (cms/src/forms/validate.ts). Each error goes to its field by `path[0]`, with OUR translated
 * message for its `code` (the server speaks English); an unknown code keeps the server's text.
 * Errors on paths that are not fields of the page (the query's locale, the job reference) become
 * form-level messages.
 */
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { messages, megabytes, typeNames, type FieldErrors, type FieldRule } from './rules';
import { contactRequired, type FormSpec } from './specs';

export interface ServerFieldError {
  path?: Array<string | number>;
  message?: string;
  code?: string;
}

export interface MappedErrors {
  fields: FieldErrors;
  form: MessageDescriptor[];
}

/** A message that is not in the catalogs: shown as the server wrote it. */
export const verbatim = (text: string): MessageDescriptor => ({ id: text, message: text });

/** The `details.errors` list of a Strapi error body (empty when the body has none). */
export function serverErrorList(body: unknown): ServerFieldError[] {
  const list = (body as { error?: { details?: { errors?: unknown } } } | null)?.error?.details
    ?.errors;
  return Array.isArray(list) ? (list as ServerFieldError[]) : [];
}

function forCode(
  spec: FormSpec,
  field: string,
  rule: FieldRule,
  e: ServerFieldError,
): MessageDescriptor {
  switch (e.code) {
    case 'required':
      if (spec.name === 'complaint' && field === 'full_name') {
        return msg`Enter your name, or choose to complain anonymously.`;
      }
      if (rule.kind === 'consent') return rule.required;
      if ('required' in rule && rule.required) return rule.required;
      break;
    case 'contact_required':
      return contactRequired;
    case 'must_accept':
      return messages.consent;
    case 'too_long':
      if (rule.kind === 'string') return messages.tooLong(rule.max);
      break;
    case 'invalid_characters':
      return messages.invalidCharacters;
    case 'invalid_name':
      return messages.invalidName;
    case 'invalid_email':
      return messages.invalidEmail;
    case 'invalid_phone':
      return messages.invalidPhone;
    case 'invalid_choice':
      return messages.invalidChoice;
    case 'out_of_range':
      return messages.rating;
    case 'invalid_date':
      return messages.invalidDate;
    case 'date_in_future':
      return messages.futureDate;
    case 'file_not_found':
    case 'invalid_file':
      return messages.fileNotFound;
    // The CMS never names a file: these messages speak of "the file" / "a file".
    case 'invalid_file_type':
      if (rule.kind === 'files') return messages.attachedFileType(typeNames(rule.extensions));
      break;
    case 'file_too_large':
      if (rule.kind === 'files') return messages.attachedFileTooLarge(megabytes(rule.maxBytes));
      break;
    case 'too_many_files':
      if (rule.kind === 'files') return messages.tooManyFiles(rule.maxFiles);
      break;
  }
  return verbatim(e.message || 'Invalid value.');
}

/** Field and form-level messages from a CMS error body. */
export function mapServerErrors(spec: FormSpec, body: unknown): MappedErrors {
  const fields: FieldErrors = {};
  const form: MessageDescriptor[] = [];
  for (const e of serverErrorList(body)) {
    const field = String(e.path?.[0] ?? '');
    const rule = spec.fields[field];
    if (rule) {
      if (!fields[field]) fields[field] = forCode(spec, field, rule, e);
    } else if (field === 'position') {
      form.push(messages.invalidReference);
    } else {
      form.push(verbatim(e.message || 'Invalid value.'));
    }
  }
  return { fields, form };
}
