/**
 * Settings of uploads and form attachments, all from the environment (documented in cms/README.md,
 * "Uploads"). Read on every call so that tests and operators see one source of truth.
 */
import { mkdirSync } from 'fs';
import path from 'path';
import { CV_MAX_BYTES, EVIDENCE_MAX_BYTES } from '../model/forms';

/** cms/ (this file compiles to cms/dist/src/attachments/). */
export const CMS_ROOT = path.resolve(__dirname, '..', '..', '..');

const fromCms = (p: string) => path.resolve(CMS_ROOT, p);

const positive = (name: string, fallback: number) => {
  const raw = process.env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const n = Number(raw);
  if (!Number.isFinite(n) || n <= 0)
    throw new Error(`${name} must be a positive number (got "${raw}")`);
  return n;
};

/** Folder where the multipart parser writes request files (never the system temp folder). */
export function uploadTmpDir(): string {
  const dir = fromCms(process.env.UPLOAD_TMP_DIR || '.tmp/incoming');
  mkdirSync(dir, { recursive: true });
  return dir;
}

/** Private store of form attachments on disk (local store): outside any served folder. */
export function privateUploadDir(): string {
  const dir = fromCms(process.env.PRIVATE_UPLOAD_DIR || '.tmp/private-uploads');
  mkdirSync(dir, { recursive: true });
  return dir;
}

/**
 * Per-file limit of public attachments (bytes): by default the largest file a form takes
 * (cms/src/model/forms.ts); each form field checks its own limit again on submit.
 */
export const publicUploadMaxBytes = () =>
  positive('PUBLIC_UPLOAD_MAX_BYTES', Math.max(CV_MAX_BYTES, EVIDENCE_MAX_BYTES));

/** How long an attachment token can be used in a form (and after which an unclaimed one is deleted). */
export const attachmentTtlMs = () => positive('ATTACHMENT_TTL_SECONDS', 3600) * 1000;

/** Lifetime of the signed download links that staff get in the admin. */
export const signedUrlTtlSeconds = () => Math.round(positive('ATTACHMENT_URL_TTL_SECONDS', 900));

/** How often the sweeper runs (it also runs once at start). */
export const sweepIntervalMs = () => positive('UPLOAD_SWEEP_INTERVAL_SECONDS', 300) * 1000;

/** Files without a database row (and stale temporary files) older than this are deleted. */
export const orphanAgeMs = () => positive('UPLOAD_ORPHAN_AGE_SECONDS', 3600) * 1000;

/** Images above either limit are refused before any decoding. */
export const imageMaxPixels = () => positive('IMAGE_MAX_PIXELS', 40_000_000);
export const imageMaxSide = () => positive('IMAGE_MAX_SIDE', 8000);

export type S3Settings = {
  endpoint?: string;
  region: string;
  bucket: string;
  privateBucket: string;
  privatePrefix: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  forcePathStyle: boolean;
  publicUrl?: string;
  publicAcl?: string;
};

export const uploadProvider = (): 'local' | 's3' => {
  const v = (process.env.UPLOAD_PROVIDER || 'local').toLowerCase();
  if (v !== 'local' && v !== 's3')
    throw new Error(`UPLOAD_PROVIDER must be "local" or "s3" (got "${v}")`);
  return v;
};

/** S3 settings (UPLOAD_PROVIDER=s3). */
export function s3Settings(): S3Settings {
  const bucket = process.env.S3_BUCKET;
  if (!bucket) throw new Error('UPLOAD_PROVIDER=s3 needs S3_BUCKET');
  const privateBucket = process.env.S3_PRIVATE_BUCKET || bucket;
  // In a shared bucket, attachments live under their own prefix (which must not be public).
  const defaultPrefix = privateBucket === bucket ? 'private-attachments/' : '';
  let privatePrefix = process.env.S3_PRIVATE_PREFIX ?? defaultPrefix;
  if (privatePrefix && !privatePrefix.endsWith('/')) privatePrefix += '/';
  return {
    endpoint: process.env.S3_ENDPOINT || undefined,
    region: process.env.S3_REGION || 'us-east-1',
    bucket,
    privateBucket,
    privatePrefix,
    accessKeyId: process.env.S3_ACCESS_KEY_ID || undefined,
    secretAccessKey: process.env.S3_SECRET_ACCESS_KEY || undefined,
    forcePathStyle: /^(1|true|yes)$/i.test(process.env.S3_FORCE_PATH_STYLE || ''),
    publicUrl: process.env.S3_PUBLIC_URL || undefined,
    // 'none': the bucket's policy makes content public (buckets with ACLs disabled).
    publicAcl:
      process.env.S3_PUBLIC_ACL === 'none' ? undefined : process.env.S3_PUBLIC_ACL || 'public-read',
  };
}

/** Options of the AWS SDK client shared by the content provider and the private store. */
export function s3ClientOptions(s: S3Settings) {
  return {
    region: s.region,
    ...(s.endpoint ? { endpoint: s.endpoint } : {}),
    forcePathStyle: s.forcePathStyle,
    ...(s.accessKeyId && s.secretAccessKey
      ? { credentials: { accessKeyId: s.accessKeyId, secretAccessKey: s.secretAccessKey } }
      : {}),
    // Plain PUT bodies with a length (no streaming trailers): every S3-compatible server takes them.
    requestChecksumCalculation: 'WHEN_REQUIRED' as const,
    responseChecksumValidation: 'WHEN_REQUIRED' as const,
  };
}

/** Origins of content files when they live in S3 (the admin's CSP must allow them as images). */
export function contentImageOrigins(): string[] {
  if (uploadProvider() !== 's3') return [];
  const s = s3Settings();
  const origin = (u: string) => {
    try {
      return new URL(u).origin;
    } catch {
      return undefined;
    }
  };
  const out = new Set<string>();
  if (s.publicUrl) out.add(origin(s.publicUrl) ?? '');
  else if (s.endpoint) {
    const e = origin(s.endpoint);
    if (e) {
      out.add(e);
      if (!s.forcePathStyle) out.add(e.replace('://', `://${s.bucket}.`));
    }
  } else out.add(`https://${s.bucket}.s3.${s.region}.amazonaws.com`);
  out.delete('');
  return [...out];
}
