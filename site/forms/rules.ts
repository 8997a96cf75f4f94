/**
 * Client-side validation rules of the public forms. They mirror the CMS's own checks
 * (cms/src/forms/validate.ts and specs.ts) rule for rule: same required fields, same lengths
 * (counted in Unicode code points, after trimming), same email and phone patterns, same date and
 * rating rules, so a form that passes here is accepted by the server, and the server's answer,
 * when it still refuses, maps back to the same messages (see serverErrors.ts).
 *
 * Messages are Lingui descriptors (`msg`), translated where they are shown.
 */
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

import {
  hasForbiddenCharacters,
  hasLetter,
  isPhoneNumber,
  normalizeEmail,
  normalizeText,
  textLength,
} from '../../cms/src/model/text';

export const DOCUMENT_ID_RE = /^[A-Za-z0-9_-]{1,64}$/;
export const DATE_RE = /^\d{4}-\d{2}-\d{2}$/;

/** A form value as the page holds it: text, a yes/no, or chosen files. */
export type FieldValue = string | boolean | File[] | undefined;
export type FormValues = Record<string, FieldValue>;

/** One rule per field, the same kinds as the CMS's FieldSpec. */
export type FieldRule =
  /** `multiline` and `name` as in the CMS's FieldSpec (cms/src/forms/specs.ts). */
  | {
      kind: 'string';
      required?: MessageDescriptor;
      max: number;
      multiline?: boolean;
      name?: boolean;
    }
  | { kind: 'email'; required?: MessageDescriptor }
  | { kind: 'phone'; required?: MessageDescriptor }
  | { kind: 'enum'; required?: MessageDescriptor; values: readonly string[] }
  /** A yes/no the visitor must accept (the privacy notice). */
  | { kind: 'consent'; required: MessageDescriptor }
  | { kind: 'bool' }
  | { kind: 'int'; required?: MessageDescriptor; min: number; max: number }
  | { kind: 'date'; notFuture?: boolean }
  | {
      kind: 'files';
      required?: MessageDescriptor;
      /** Accepted extensions, lower case with the dot. */
      extensions: readonly string[];
      maxBytes: number;
      maxFiles: number;
    }
  | { kind: 'documentId'; required?: MessageDescriptor };

/** Field name -> message descriptor of its (first) problem. */
export type FieldErrors = Record<string, MessageDescriptor>;

/** Length as the CMS counts it (UTF-16 code units, like the browser's maxlength). */
export const chars = textLength;
const text = (v: FieldValue): string => (typeof v === 'string' ? normalizeText(v) : '');
const isBlank = (v: FieldValue): boolean =>
  v === undefined ||
  v === false ||
  (typeof v === 'string' && normalizeText(v) === '') ||
  (Array.isArray(v) && v.length === 0);

/** Shared messages (also used to translate the server's answers by their `code`). */
export const messages = {
  enterEmail: msg`Enter your email address.`,
  invalidEmail: msg`Enter a valid email address, like name@example.com.`,
  invalidCharacters: msg`Remove the hidden or control characters from this field.`,
  invalidName: msg`Enter a name with letters.`,
  invalidPhone: msg`Enter a valid phone number, like 02 507 7999 or +66 2 507 7999.`,
  invalidChoice: msg`Choose one of the options.`,
  rating: msg`Choose a rating from 1 to 5.`,
  invalidDate: msg`Enter a real date.`,
  futureDate: msg`The date cannot be in the future.`,
  consent: msg`You must accept the privacy notice to continue.`,
  fileNotFound: msg`The attached file has expired or was not found. Please choose it again.`,
  invalidReference: msg`This job opening does not exist or is no longer open.`,
  tooLong: (max: number) => msg`Use at most ${max} characters.`,
  tooManyFiles: (max: number) => msg`Attach at most ${max} files.`,
  fileTooLarge: (name: string, size: string) => msg`${name} is larger than ${size}.`,
  fileType: (name: string, types: string) =>
    msg`${name} is not an accepted file type. Accepted types: ${types}.`,
  attachedFileTooLarge: (size: string) => msg`An attached file is larger than ${size}.`,
  attachedFileType: (types: string) =>
    msg`An attached file is not of an accepted type. Accepted types: ${types}.`,
};

/** "PDF, DOC, DOCX" from [".pdf", ".doc", ".docx"]. */
export const typeNames = (extensions: readonly string[]): string =>
  [...new Set(extensions.map((e) => e.replace(/^\./, '').toUpperCase()))].join(', ');

/**
 * Megabytes for messages as people write them: 1 MB = 1,000,000 bytes (SI, what Intl's `megabyte`
 * unit means), so the 20,000,000-byte limit reads "20 MB", not "19.1 MB". The CMS's `mb()`
 * (cms/src/attachments/claim.ts) and the file field (design-system formatBytes) count the same.
 */
export const megabytes = (bytes: number): string => `${Math.round(bytes / 100_000) / 10} MB`;

const today = (now: Date): number => now.getTime() + 14 * 3600 * 1000;

/** The problem with one value under its rule, or null. `now` is injectable for tests. */
export function checkField(
  rule: FieldRule,
  value: FieldValue,
  now: Date = new Date(),
): MessageDescriptor | null {
  if (rule.kind === 'bool') return null;
  if (isBlank(value)) {
    return 'required' in rule && rule.required ? rule.required : null;
  }
  switch (rule.kind) {
    case 'string': {
      const v = text(value);
      if (hasForbiddenCharacters(v, { multiline: rule.multiline }))
        return messages.invalidCharacters;
      if (textLength(v) > rule.max) return messages.tooLong(rule.max);
      return rule.name && !hasLetter(v) ? messages.invalidName : null;
    }
    case 'email':
      return normalizeEmail(text(value)) ? null : messages.invalidEmail;
    case 'phone':
      return isPhoneNumber(text(value)) ? null : messages.invalidPhone;
    case 'enum':
      return rule.values.includes(text(value)) ? null : messages.invalidChoice;
    case 'consent':
      return value === true ? null : rule.required;
    case 'int': {
      const v = text(value);
      const n = /^-?\d+$/.test(v) ? Number(v) : NaN;
      return Number.isInteger(n) && n >= rule.min && n <= rule.max ? null : messages.rating;
    }
    case 'date': {
      const v = text(value);
      if (!isRealDate(v)) return messages.invalidDate;
      if (rule.notFuture && Date.parse(`${v}T00:00:00Z`) > today(now)) return messages.futureDate;
      return null;
    }
    case 'files': {
      const files = Array.isArray(value) ? value : [];
      if (files.length > rule.maxFiles) return messages.tooManyFiles(rule.maxFiles);
      for (const f of files) {
        const name = f.name;
        const ext = name.includes('.') ? name.slice(name.lastIndexOf('.')).toLowerCase() : '';
        if (!rule.extensions.includes(ext))
          return messages.fileType(name, typeNames(rule.extensions));
        if (f.size > rule.maxBytes) return messages.fileTooLarge(name, megabytes(rule.maxBytes));
      }
      return null;
    }
    case 'documentId':
      return DOCUMENT_ID_RE.test(text(value)) ? null : messages.invalidReference;
  }
}

/** A real calendar date written YYYY-MM-DD (2024-02-30 is not). */
export function isRealDate(v: string): boolean {
  if (!DATE_RE.test(v)) return false;
  const d = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
}
