import type { Core } from '@strapi/strapi';
import { CSP_DEFAULTS } from '@strapi/utils';
import { onFileBegin } from '../src/attachments/temp-files';
import { contentImageOrigins, uploadTmpDir } from '../src/attachments/settings';

/** Request body and upload limit: 100,000,000 bytes (documented in cms/README.md). */
export const BODY_LIMIT_BYTES = 100_000_000;

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
  'strapi::logger',
  'strapi::errors',
  security(),
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
  // Deletes every temporary file of every multipart request whatever the outcome, and answers the
  // attachment route's parse failures with a code (src/attachments/temp-files.ts). Before
  // strapi::body so that it also covers the parser's own failures.
  'global::upload-temp',
  {
    name: 'strapi::body',
    config: {
      formLimit: BODY_LIMIT_BYTES,
      jsonLimit: BODY_LIMIT_BYTES,
      textLimit: BODY_LIMIT_BYTES,
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
