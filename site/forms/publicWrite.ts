/**
 * What every public write (the five forms, their attachments, the newsletter) shares with the
 * CMS's gate in front of them (docs/human-verification.md):
 * - the human-verification token travels in the `X-Verification-Token` header; one token covers
 *   one submission (its attachment uploads, then the form post or the subscription);
 * - a form post carries an `Idempotency-Key` (draft.ts keeps it), so a retry is never stored twice;
 * - the gate's refusals have codes, and each gets our own message in the visitor's language:
 *   429 (too many requests: wait N minutes), `verification_required` / `verification_failed`
 *   (verify again), 413 and 415. The server's English text is never shown for a known code.
 */
import { msg, plural } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { ApiError } from '../cms/client';
import { serverErrorList } from './serverErrors';

export const VERIFICATION_HEADER = 'X-Verification-Token';
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/** The codes of a refused verification token (missing, or forged, expired, used up). */
export const VERIFICATION_CODES: ReadonlySet<string> = new Set([
  'verification_required',
  'verification_failed',
]);

/** Shown on the verification check when the server refused its token. */
export const verifyAgain = msg`Complete the human verification again.`;

/** "You have sent too many requests..." with the wait in whole minutes (at least one). */
export function tooManyRequests(retryAfterSeconds: number | undefined): MessageDescriptor {
  if (retryAfterSeconds === undefined || !Number.isFinite(retryAfterSeconds)) {
    return msg`You have sent too many requests. Please wait a few minutes and try again.`;
  }
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return msg`You have sent too many requests. Please wait ${plural(minutes, {
    one: '# minute',
    other: '# minutes',
  })} and try again.`;
}

/** The form (or subscription) is larger than the server takes. */
export const tooLarge = msg`What you sent is too large for our server. Shorten the longest answers and try again.`;

/** The server did not take the request's format (our page sent it wrongly: a reload helps). */
export const unsupported = msg`Our server could not read what your browser sent. Reload the page and try again.`;

const body429 = (body: unknown): number | undefined => {
  const seconds = (body as { error?: { details?: { retryAfter?: unknown } } } | null)?.error
    ?.details?.retryAfter;
  return typeof seconds === 'number' && Number.isFinite(seconds) && seconds >= 0
    ? seconds
    : undefined;
};

/** The wait of a 429: the body's `details.retryAfter`, else the `Retry-After` header. */
export function retryAfterOf(error: { body: unknown; retryAfter?: number }): number | undefined {
  return body429(error.body) ?? error.retryAfter;
}

/** Whether a 400 body refuses the verification token. */
export function refusesVerification(body: unknown): boolean {
  return serverErrorList(body).some(
    (e) => VERIFICATION_CODES.has(e.code ?? '') || e.path?.[0] === 'verification',
  );
}

/** Whether a 400 body says the idempotency key is missing (a bug of ours, never the visitor's). */
export function refusesIdempotencyKey(body: unknown): boolean {
  return serverErrorList(body).some(
    (e) => e.code === 'idempotency_key_required' || e.path?.[0] === 'idempotencyKey',
  );
}

/**
 * The message for a refusal of the gate, by status and code; undefined for anything else (the
 * caller's own handling: validation errors on fields, or the general failure).
 */
export function gateProblem(
  status: number,
  body: unknown,
  retryAfter?: number,
): MessageDescriptor | undefined {
  if (status === 429) return tooManyRequests(body429(body) ?? retryAfter);
  if (status === 413) return tooLarge;
  if (status === 415) return unsupported;
  if (status === 400 && refusesVerification(body)) return verifyAgain;
  return undefined;
}

/** gateProblem for an ApiError (any other error: undefined). */
export function gateProblemOf(error: unknown): MessageDescriptor | undefined {
  return error instanceof ApiError
    ? gateProblem(error.status, error.body, error.retryAfter)
    : undefined;
}
