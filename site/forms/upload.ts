/**
 * Uploads form attachments to the CMS with progress: POST `/api/upload`, multipart, every file in
 * the field `files` (cms/src/middlewares/upload-guard.ts), through XMLHttpRequest because fetch
 * has no upload progress events. Answers the stored files' ids, which the form then references.
 *
 * A file already uploaded for this page (same File object) is not sent twice: when the form's
 * POST fails and the visitor tries again, the earlier ids are reused.
 */
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { SPEC } from '../../design-system';
import { CMS_URL } from '../cms/config';
import { VERIFICATION_HEADER } from './publicWrite';
import { serverErrorList, verbatim } from './serverErrors';

export interface UploadedFile {
  id: number;
  name: string;
  mime: string;
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

const quoted = (text: string | undefined) => /"([^"]+)"/.exec(text ?? '')?.[1] ?? '';

/** The visitor's message for a refused upload: too large (413), forbidden type (400), other. */
export function uploadProblem(status: number, body: unknown, files: File[]): MessageDescriptor {
  const first = serverErrorList(body)[0];
  const index = typeof first?.path?.[1] === 'number' ? (first.path[1] as number) : 0;
  const name = quoted(first?.message) || files[index]?.name || files[0]?.name || '';
  if (status === 413) return msg`${name} is larger than the upload limit.`;
  if (status === 400 && /not allowed/i.test(first?.message ?? '')) {
    return msg`${name} is a file type that cannot be uploaded.`;
  }
  if (status === 400 && /not a valid/i.test(first?.message ?? '')) {
    return msg`${name} is damaged or is not the type its name says.`;
  }
  if (status === 0)
    return msg`The file could not be uploaded. Check your connection and try again.`;
  if (status >= 500)
    return msg`The file could not be uploaded because of a problem on our side. Please try again.`;
  return first?.message ? verbatim(first.message) : msg`The file could not be uploaded.`;
}

const cache = new WeakMap<File, UploadedFile>();

export interface UploadOptions {
  /** 0-100 as the bytes go out. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
  locale?: string;
  /** @default CMS_URL */
  baseUrl?: string;
  timeoutMs?: number;
  /** The submission's human-verification token, sent as `X-Verification-Token` (publicWrite.ts). */
  verificationToken?: string;
}

/** Sends the files not sent yet and answers the ids of all of them, in order. */
export function uploadFiles(files: File[], opts: UploadOptions = {}): Promise<UploadedFile[]> {
  const pending = files.filter((f) => !cache.has(f));
  if (pending.length === 0) {
    opts.onProgress?.(100);
    return Promise.resolve(files.map((f) => cache.get(f)!));
  }
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${opts.baseUrl ?? CMS_URL}/api/upload`);
    xhr.timeout = opts.timeoutMs ?? SPEC.request.timeoutMs;
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('Accept-Language', opts.locale ?? SPEC.request.defaultLanguage);
    if (opts.verificationToken) xhr.setRequestHeader(VERIFICATION_HEADER, opts.verificationToken);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0)
        opts.onProgress?.(Math.min(99, Math.round((e.loaded / e.total) * 100)));
    };
    const failed = () => reject(new UploadError(0, uploadProblem(0, null, pending)));
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
      if (xhr.status < 200 || xhr.status >= 300 || !Array.isArray(body)) {
        reject(new UploadError(xhr.status, uploadProblem(xhr.status, body, pending), body));
        return;
      }
      (body as UploadedFile[]).forEach((stored, i) => cache.set(pending[i], stored));
      opts.onProgress?.(100);
      resolve(files.map((f) => cache.get(f)!));
    };
    const form = new FormData();
    for (const f of pending) form.append('files', f, f.name);
    xhr.send(form);
  });
}
