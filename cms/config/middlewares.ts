import type { Core } from '@strapi/strapi';
import { corsOrigins } from '../src/utils/cors';
import { CSP_DEFAULTS } from '@strapi/utils';
import { onFileBegin } from '../src/attachments/temp-files';
import { contentImageOrigins, uploadTmpDir } from '../src/attachments/settings';

/** Request body limits (documented in cms/README.md): JSON for the admin's editing, files for uploads. */
export const BODY_LIMIT_BYTES = 100_000_000;
export const JSON_LIMIT = '10mb';
export const FORM_LIMIT = '1mb';

/** Strapi's security headers; with S3, the admin may show images from the content bucket. */
function security(): Core.Config.Middlewares[number] {
  const origins = contentImageOrigins();
  if (origins.length === 0) return 'strapi::security';
  const extend = (list: readonly string[] | undefined) => [...(list ?? []), ...origins];
  return {
    name: 'strapi::security',
    config: {
      contentSecurityPolicy: {
        useDefaults: true,
        directives: {
          ...CSP_DEFAULTS,
          'img-src': extend(CSP_DEFAULTS['img-src']),
          'media-src': extend(CSP_DEFAULTS['media-src']),
          upgradeInsecureRequests: null,
        },
      },
    },
  };
}

const config: Core.Config.Middlewares = [
  // One JSON line per request, X-Request-Id in and out (src/middlewares/request-log.ts).
  'global::request-log',
  'strapi::errors',
  // Database down, full or busy: 503 instead of 500 (src/middlewares/db-unavailable.ts).
  'global::db-unavailable',
  security(),
  {
    // The content API answers cross-origin requests only from the site's own origin (and any listed
    // in CORS_ORIGINS), never with credentials: it authenticates with a bearer header, not cookies.
    name: 'strapi::cors',
    config: {
      origin: corsOrigins(),
      credentials: false,
      headers: [
        'Content-Type',
        'Authorization',
        'Origin',
        'Accept',
        'Accept-Language',
        'refkey',
        'x-preview-token',
        'x-verification-token',
        'idempotency-key',
        'x-request-id',
      ],
      expose: ['Retry-After', 'X-Request-Id', 'Idempotent-Replayed'],
      keepHeadersOnError: false,
    },
  },
  'strapi::poweredBy',
  'strapi::query',
  // status=draft only with a signed preview token (src/middlewares/preview-guard.ts)
  'global::preview-guard',
  // no query shape reaches drafts or private data through relations (src/middlewares/query-guard.ts)
  'global::query-guard',
  // the public write surface: content types, rate limits, idempotency, human verification, before
  // any body is read (src/middlewares/public-write.ts)
  'global::public-write',
  // Deletes every temporary file of every multipart request whatever the outcome, and answers the
  // attachment route's parse failures with a code (src/attachments/temp-files.ts). Before
  // strapi::body so that it also covers the parser's own failures.
  'global::upload-temp',
  {
    name: 'strapi::body',
    config: {
      formLimit: FORM_LIMIT,
      jsonLimit: JSON_LIMIT,
      textLimit: FORM_LIMIT,
      formidable: {
        // what the admin's media library needs (formidable 2 counts the bytes of all the files of
        // a request); the public attachment route lowers it to PUBLIC_UPLOAD_MAX_BYTES and stops at
        // its first file (onFileBegin)
        maxFileSize: BODY_LIMIT_BYTES,
        maxFields: 100,
        maxFieldsSize: 1024 * 1024,
        uploadDir: uploadTmpDir(),
        onFileBegin,
      },
    },
  },
  'strapi::session',
  'strapi::favicon',
  'strapi::public',
];

export default config;
