import type { Core } from '@strapi/strapi';
import { corsOrigins } from '../src/utils/cors';

/** Request body limits (documented in cms/README.md): JSON for the admin's editing, files for uploads. */
export const BODY_LIMIT_BYTES = 100_000_000;
export const JSON_LIMIT = '10mb';
export const FORM_LIMIT = '1mb';

const config: Core.Config.Middlewares = [
  'strapi::logger',
  'strapi::errors',
  'strapi::security',
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
  {
    name: 'strapi::body',
    config: {
      formLimit: FORM_LIMIT,
      jsonLimit: JSON_LIMIT,
      textLimit: FORM_LIMIT,
      formidable: { maxFileSize: BODY_LIMIT_BYTES },
    },
  },
  // Public POST /api/upload: allowed types by content, size, no file replacement (src/middlewares/upload-guard.ts)
  'global::upload-guard',
  'strapi::session',
  'strapi::favicon',
  'strapi::public',
];

export default config;
