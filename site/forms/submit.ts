/**
 * Sends a public form: uploads its files first (one request per file, with progress over all of
 * them), then POSTs `{ data }` with the files' attachment tokens. Both carry the form's
 * human-verification token (`X-Verification-Token`), and the post the form's `Idempotency-Key`
 * (publicWrite.ts). Answers the entry's documentId, which the visitor gets as the
 * reference number.
 * Failures are classified so the page can say the right thing and keep what was typed:
 * - `validation`: the CMS refused fields (400 with details.errors): messages mapped to fields;
 * - `upload`: the CMS refused a file (wrong type, too large) or it did not arrive;
 * - `verification`: the CMS refused the verification token: verify again;
 * - `refused`: the CMS's gate refused the request as a whole (429 too many requests, 413, 415),
 *   with the message to show;
 * - `failure`: anything else (network, timeout, 5xx): nothing was stored, try again.
 */
import type { MessageDescriptor } from '@lingui/core';
import type { Locale } from '../../design-system';
import { ApiError, post } from '../cms/client';
import {
  IDEMPOTENCY_HEADER,
  VERIFICATION_HEADER,
  gateProblem,
  refusesIdempotencyKey,
  refusesVerification,
} from './publicWrite';
import { mapServerErrors, serverErrorList, type MappedErrors } from './serverErrors';
import { endpointFor, fileFields, toPayload, type FormSpec } from './specs';
import type { FormValues } from './rules';
import { forgetUploads, UploadError, uploadFiles } from './upload';

export type SubmitFailure =
  | { kind: 'validation'; errors: MappedErrors }
  | { kind: 'upload'; field: string; problem: MessageDescriptor }
  | { kind: 'verification' }
  | { kind: 'refused'; status: number; problem: MessageDescriptor }
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
  /** The human-verification token of this submission (its uploads and its post). */
  verificationToken: string;
  /** The form's idempotency key (draft.ts): the same for every retry of one submission. */
  idempotencyKey: string;
}

/** The failure for a refusal of the CMS's gate (429, 413, 415, verification), if it is one. */
function gateFailure(status: number, body: unknown, retryAfter?: number): SubmitFailure | null {
  if (status === 400 && refusesVerification(body)) return { kind: 'verification' };
  // A missing idempotency key is our bug, never the visitor's: the general failure.
  if (status === 400 && refusesIdempotencyKey(body)) return { kind: 'failure', status };
  const problem = gateProblem(status, body, retryAfter);
  return problem ? { kind: 'refused', status, problem } : null;
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
        verificationToken: opts.verificationToken,
      });
      uploads[field] = stored.map((f) => f.token);
    } catch (e) {
      if (e instanceof UploadError) {
        // 413 stays on the file (uploadProblem names it); the gate's other refusals are the form's.
        const gate = e.status === 413 ? null : gateFailure(e.status, e.body);
        throw new SubmitError(gate ?? { kind: 'upload', field, problem: e.problem });
      }
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
      headers: {
        [VERIFICATION_HEADER]: opts.verificationToken,
        [IDEMPOTENCY_HEADER]: opts.idempotencyKey,
      },
    });
    const reference = answer?.data?.documentId ?? answer?.meta?.reference;
    if (!reference) throw new SubmitError({ kind: 'failure', status: 0 });
    return reference;
  } catch (e) {
    if (e instanceof SubmitError) throw e;
    const gate = e instanceof ApiError ? gateFailure(e.status, e.body, e.retryAfter) : null;
    if (gate) throw new SubmitError(gate);
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
