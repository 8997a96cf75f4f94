/**
 * Sends a public form: uploads its files first (with progress), then POSTs `{ data }` with the
 * file ids. Answers the entry's documentId, which the visitor gets as the reference number.
 * Failures are classified so the page can say the right thing and keep what was typed:
 * - `validation`: the CMS refused fields (400 with details.errors): messages mapped to fields;
 * - `upload`: the CMS refused a file (wrong type, too large) or it did not arrive;
 * - `failure`: anything else (network, timeout, 5xx): nothing was stored, try again.
 */
import type { MessageDescriptor } from '@lingui/core';
import type { Locale } from '../../design-system';
import { ApiError, post } from '../cms/client';
import { mapServerErrors, serverErrorList, type MappedErrors } from './serverErrors';
import { endpointFor, fileFields, toPayload, type FormSpec } from './specs';
import type { FormValues } from './rules';
import { UploadError, uploadFiles } from './upload';

export type SubmitFailure =
  | { kind: 'validation'; errors: MappedErrors }
  | { kind: 'upload'; field: string; problem: MessageDescriptor }
  | { kind: 'failure'; status: number };

export class SubmitError extends Error {
  override name = 'SubmitError';
  constructor(readonly failure: SubmitFailure) {
    super(failure.kind);
  }
}

interface CreatedAnswer {
  data?: { documentId?: string; id?: number };
  meta?: { reference?: string };
}

export interface SubmitOptions {
  locale: Locale;
  extra?: Record<string, string>;
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
}

/** Uploads the files, posts the form and answers the reference number (documentId). */
export async function submitForm(
  spec: FormSpec,
  values: FormValues,
  opts: SubmitOptions,
): Promise<string> {
  const uploads: Record<string, number[]> = {};
  for (const field of fileFields(spec)) {
    const files = Array.isArray(values[field]) ? (values[field] as File[]) : [];
    if (files.length === 0) continue;
    try {
      const stored = await uploadFiles(files, {
        onProgress: opts.onProgress,
        signal: opts.signal,
        locale: opts.locale,
      });
      uploads[field] = stored.map((f) => f.id);
    } catch (e) {
      if (e instanceof UploadError)
        throw new SubmitError({ kind: 'upload', field, problem: e.problem });
      throw new SubmitError({ kind: 'failure', status: 0 });
    }
  }
  const body = toPayload(spec, values, { locale: opts.locale, uploads, extra: opts.extra });
  try {
    const answer = await post<CreatedAnswer>(endpointFor(spec, opts.locale), body, {
      locale: opts.locale,
      public: true,
      dialog: false,
      signal: opts.signal,
    });
    const reference = answer?.data?.documentId ?? answer?.meta?.reference;
    if (!reference) throw new SubmitError({ kind: 'failure', status: 0 });
    return reference;
  } catch (e) {
    if (e instanceof SubmitError) throw e;
    if (e instanceof ApiError && e.status === 400 && serverErrorList(e.body).length > 0) {
      throw new SubmitError({ kind: 'validation', errors: mapServerErrors(spec, e.body) });
    }
    throw new SubmitError({ kind: 'failure', status: e instanceof ApiError ? e.status : 0 });
  }
}
