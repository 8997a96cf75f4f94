/**
 * Uploads form attachments to the CMS with progress: one file per request, `POST /api/attachments`,
 * multipart with the file in the field `file` (cms/src/attachments/create.ts), the form's
 * human-verification token in `X-Verification-Token`, through XMLHttpRequest because fetch has no
 * upload progress events. Each answer is an attachment token, which the form then sends in its
 * file field (`cv`, `evidence`).
 *
 * A file already uploaded for this page (same File object) is not sent twice: when the form's
 * POST fails and the visitor tries again, the earlier tokens are reused, as long as they are young
 * enough for the CMS to accept them (an hour; reused for 45 minutes).
 */
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { SPEC } from '../../design-system';
import { CMS_URL } from '../cms/config';
import { VERIFICATION_HEADER } from './publicWrite';
import { serverErrorList } from './serverErrors';

export interface UploadedFile {
  /** What the form sends in its file field. */
  token: string;
  name: string;
  mime: string;
  /** bytes */
  size: number;
}

/** The CMS refused the upload, or it did not arrive. */
export class UploadError extends Error {
  override name = 'UploadError';
  constructor(
    /** HTTP status; 0 when the request failed (network, timeout, abort). */
    readonly status: number,
    /** What to tell the visitor, translated where shown. */
    readonly problem: MessageDescriptor,
    readonly body: unknown = null,
  ) {
    super(problem.message ?? problem.id);
  }
}

/** The refusal's `code` (`details.code`, or the first field error's). */
export function uploadCode(body: unknown): string | undefined {
  const details = (body as { error?: { details?: { code?: unknown } } } | null)?.error?.details;
  if (typeof details?.code === 'string') return details.code;
  return serverErrorList(body)[0]?.code;
}

const retryAfter = (body: unknown): number | undefined => {
  const n = (body as { error?: { details?: { retryAfter?: unknown } } } | null)?.error?.details
    ?.retryAfter;
  return typeof n === 'number' && n > 0 ? Math.ceil(n) : undefined;
};

/** The visitor's message for a refused upload of the file `name` (the CMS never names files). */
export function uploadProblem(status: number, body: unknown, name: string): MessageDescriptor {
  const code = uploadCode(body);
  if (status === 0)
    return msg`The file could not be uploaded. Check your connection and try again.`;
  if (status === 413 || code === 'file_too_large')
    return msg`${name} is larger than the upload limit.`;
  if (code === 'image_too_large')
    return msg`${name} has too many pixels. Make the image smaller (at most 8,000 pixels on each side) and try again.`;
  if (code === 'invalid_file_type')
    return msg`${name} is damaged or is not the type its name says.`;
  if (status === 429) {
    const seconds = retryAfter(body);
    return seconds
      ? msg`Too many files were sent from your connection. Please wait ${seconds} seconds and try again.`
      : msg`Too many files were sent from your connection. Please wait a moment and try again.`;
  }
  if (code === 'verification_required' || code === 'verification_failed')
    return msg`The human verification has expired. Complete it again, then send the form.`;
  if (status >= 500)
    return msg`The file could not be uploaded because of a problem on our side. Please try again.`;
  return msg`${name} could not be uploaded. Please choose it again.`;
}

/** Tokens live an hour in the CMS; past this age a file is sent again. */
const REUSE_MS = 45 * 60 * 1000;
const cache = new WeakMap<File, { stored: UploadedFile; at: number }>();

/** Forgets the stored token of these files (e.g. after the CMS said it had expired). */
export function forgetUploads(files: File[]) {
  for (const f of files) cache.delete(f);
}

export interface UploadOptions {
  /** 0-100 over all the files' bytes as they go out. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
  locale?: string;
  /** @default CMS_URL */
  baseUrl?: string;
  timeoutMs?: number;
  /** The submission's human-verification token, sent as `X-Verification-Token` (publicWrite.ts). */
  verificationToken?: string;
}

function sendOne(file: File, opts: UploadOptions, onBytes: (loaded: number) => void) {
  return new Promise<UploadedFile>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${opts.baseUrl ?? CMS_URL}/api/attachments`);
    xhr.timeout = opts.timeoutMs ?? SPEC.request.timeoutMs;
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('Accept-Language', opts.locale ?? SPEC.request.defaultLanguage);
    if (opts.verificationToken) xhr.setRequestHeader(VERIFICATION_HEADER, opts.verificationToken);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0)
        onBytes(Math.min(file.size, (e.loaded / e.total) * file.size));
    };
    const failed = () => reject(new UploadError(0, uploadProblem(0, null, file.name)));
    xhr.onerror = failed;
    xhr.ontimeout = failed;
    xhr.onabort = failed;
    opts.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.onload = () => {
      let body: unknown = null;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        body = xhr.responseText;
      }
      const data = (body as { data?: Partial<UploadedFile> } | null)?.data;
      if (xhr.status !== 201 || typeof data?.token !== 'string') {
        reject(new UploadError(xhr.status, uploadProblem(xhr.status, body, file.name), body));
        return;
      }
      resolve({
        token: data.token,
        name: String(data.name ?? file.name),
        mime: String(data.mime ?? file.type),
        size: Number(data.size ?? file.size),
      });
    };
    const form = new FormData();
    form.append('file', file, file.name);
    xhr.send(form);
  });
}

/** Sends the files not sent yet, one per request, and answers the tokens of all of them, in order. */
export async function uploadFiles(
  files: File[],
  opts: UploadOptions = {},
): Promise<UploadedFile[]> {
  const now = Date.now();
  const pending = files.filter((f) => {
    const hit = cache.get(f);
    return !hit || now - hit.at > REUSE_MS;
  });
  const total = pending.reduce((n, f) => n + Math.max(1, f.size), 0);
  let done = 0;
  let last = -1;
  const report = (bytes: number) => {
    const percent = total === 0 ? 100 : Math.min(99, Math.round((bytes / total) * 100));
    if (percent !== last) opts.onProgress?.((last = percent));
  };
  for (const file of pending) {
    const stored = await sendOne(file, opts, (loaded) => report(done + loaded));
    cache.set(file, { stored, at: Date.now() });
    done += Math.max(1, file.size);
    report(done);
  }
  opts.onProgress?.(100);
  return files.map((f) => cache.get(f)!.stored);
}
