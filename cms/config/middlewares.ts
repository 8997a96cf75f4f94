import type { Core } from '@strapi/strapi';

/** Request body and upload limit: 100,000,000 bytes (documented in cms/README.md). */
export const BODY_LIMIT_BYTES = 100_000_000;

const config: Core.Config.Middlewares = [
  // One JSON line per request, X-Request-Id in and out (src/middlewares/request-log.ts).
  'global::request-log',
  'strapi::errors',
  // Database down, full or busy: 503 instead of 500 (src/middlewares/db-unavailable.ts).
  'global::db-unavailable',
  'strapi::security',
  {
    name: 'strapi::cors',
    config: {
      headers: ['Content-Type', 'Authorization', 'Origin', 'Accept', 'Accept-Language', 'refkey', 'x-preview-secret'],
    },
  },
  'strapi::poweredBy',
  'strapi::query',
  // status=draft only with header x-preview-secret (src/middlewares/preview-guard.ts)
  'global::preview-guard',
  {
    name: 'strapi::body',
    config: {
      formLimit: BODY_LIMIT_BYTES,
      jsonLimit: BODY_LIMIT_BYTES,
      textLimit: BODY_LIMIT_BYTES,
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
