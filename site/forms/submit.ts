/**
 * Sends a public form: uploads its files first (one request per file, with progress over all of
 * them), then POSTs `{ data }` with the files' attachment tokens. Both carry the form's
 * human-verification token. Answers the entry's documentId, which the visitor gets as the
 * reference number.
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
import { forgetUploads, UploadError, uploadFiles } from './upload';

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
  /** The form's human-verification token (header `X-Verification-Token`). */
  token?: string;
}

/** Uploads the files, posts the form and answers the reference number (documentId). */
export async function submitForm(
  spec: FormSpec,
  values: FormValues,
  opts: SubmitOptions,
): Promise<string> {
  const uploads: Record<string, string[]> = {};
  const chosen = fileFields(spec).map(
    (field) => [field, Array.isArray(values[field]) ? (values[field] as File[]) : []] as const,
  );
  const totalBytes = chosen.reduce((n, [, files]) => n + files.reduce((m, f) => m + f.size, 0), 0);
  let bytesBefore = 0;
  for (const [field, files] of chosen) {
    if (files.length === 0) continue;
    const fieldBytes = files.reduce((m, f) => m + f.size, 0);
    const offset = bytesBefore;
    try {
      const stored = await uploadFiles(files, {
        // progress over the files of every field, in order
        onProgress:
          opts.onProgress &&
          ((p) =>
            opts.onProgress!(
              totalBytes === 0
                ? p
                : Math.round(((offset + (p / 100) * fieldBytes) / totalBytes) * 100),
            )),
        signal: opts.signal,
        locale: opts.locale,
        verificationToken: opts.token,
      });
      uploads[field] = stored.map((f) => f.token);
    } catch (e) {
      if (e instanceof UploadError)
        throw new SubmitError({ kind: 'upload', field, problem: e.problem });
      throw new SubmitError({ kind: 'failure', status: 0 });
    }
    bytesBefore += fieldBytes;
  }
  const body = toPayload(spec, values, { locale: opts.locale, uploads, extra: opts.extra });
  try {
    const answer = await post<CreatedAnswer>(endpointFor(spec, opts.locale), body, {
      locale: opts.locale,
      public: true,
      dialog: false,
      signal: opts.signal,
      ...(opts.token ? { headers: { 'X-Verification-Token': opts.token } } : {}),
    });
    const reference = answer?.data?.documentId ?? answer?.meta?.reference;
    if (!reference) throw new SubmitError({ kind: 'failure', status: 0 });
    return reference;
  } catch (e) {
    if (e instanceof SubmitError) throw e;
    if (e instanceof ApiError && e.status === 400 && serverErrorList(e.body).length > 0) {
      // An attachment the CMS no longer accepts (expired, already used) is sent again next time.
      for (const err of serverErrorList(e.body)) {
        const field = String(err.path?.[0] ?? '');
        if (err.code === 'file_not_found' && Array.isArray(values[field]))
          forgetUploads(values[field] as File[]);
      }
      throw new SubmitError({ kind: 'validation', errors: mapServerErrors(spec, e.body) });
    }
    throw new SubmitError({ kind: 'failure', status: e instanceof ApiError ? e.status : 0 });
  }
}
