import type { Core, UID } from '@strapi/strapi';
import { secret, previewSecret, siteUrl } from '../src/utils/local-secrets';
import { mintPreviewToken } from '../src/utils/preview-token';
import { adminPassword } from '../src/utils/local-secrets';
import { DEFAULT_ADMIN_PASSWORD } from '../src/bootstrap/admin-user';
import { RedisRateLimitStore } from '../src/reliability/redis-rate-limit-store';

/**
 * Admin preview button -> the site's preview route, with a short-lived token for this one draft
 * in the URL's fragment (never sent to a server, so never in an access log):
 *   ${SITE_URL}/${locale}/preview/${apiName}/${documentId}#preview=<token>&status=draft
 * apiName is the REST name of the type: the plural for collections (posts, ditp-news...), the
 * singular for single types (home, faq...). The site then calls the CMS with header
 * x-preview-token and status=draft (src/middlewares/preview-guard.ts).
 */
const previewUrl = (
  uid: string,
  documentId: string | undefined,
  locale: string | undefined,
  status: string | undefined,
) => {
  // The global `strapi` is there when the admin asks for a preview URL (the server has started).
  const app = (globalThis as { strapi?: Core.Strapi }).strapi;
  const ct = uid.startsWith('api::') ? app?.contentType?.(uid as UID.ContentType) : undefined;
  // Only content with drafts has a site preview (not the form collections).
  if (!ct || !uid.startsWith('api::') || !ct.options?.draftAndPublish) return null;
  const single = ct.kind === 'singleType';
  const apiName = single ? ct.info.singularName : ct.info.pluralName;
  const token = mintPreviewToken(previewSecret(), {
    type: apiName,
    documentId: single ? '' : (documentId ?? ''),
    locale: locale || 'th',
  });
  const params = new URLSearchParams({
    preview: token,
    status: status === 'published' ? 'published' : 'draft',
  });
  const doc = single ? '' : `/${encodeURIComponent(documentId ?? '')}`;
  return `${siteUrl()}/${locale || 'th'}/preview/${apiName}${doc}#${params.toString()}`;
};

let loginStore: RedisRateLimitStore | undefined;

const config = ({ env }: Core.Config.Shared.ConfigParams): Core.Config.Admin => {
  // Refuse to start at once (not after the database is ready) without a real admin password.
  adminPassword(DEFAULT_ADMIN_PASSWORD);
  return {
    serveAdminPanel: env.bool('SERVE_ADMIN_PANEL', true),
    // Admin login limiter (Strapi's: 5 tries per 5 minutes per e-mail and address). With REDIS_URL
    // the counts are shared by every instance (src/reliability/redis-rate-limit-store.ts).
    rateLimit: {
      enabled: true,
      ...(env('REDIS_URL')
        ? // Strapi types `store` as a string, but hands it to koa2-ratelimit as its store, which
          // is an instance of that library's Store (as RedisRateLimitStore is).
          {
            store: (loginStore ??= new RedisRateLimitStore(env('REDIS_URL')!)) as unknown as string,
          }
        : {}),
    },
    auth: {
      secret: secret('ADMIN_JWT_SECRET', env('ADMIN_JWT_SECRET')),
    },
    apiToken: {
      salt: secret('API_TOKEN_SALT', env('API_TOKEN_SALT')),
    },
    transfer: {
      token: {
        salt: secret('TRANSFER_TOKEN_SALT', env('TRANSFER_TOKEN_SALT')),
      },
    },
    secrets: {
      encryptionKey: secret('ENCRYPTION_KEY', env('ENCRYPTION_KEY')),
    },
    flags: {
      nps: env.bool('FLAG_NPS', false),
      promoteEE: env.bool('FLAG_PROMOTE_EE', false),
      docLinks: env.bool('FLAG_DOC_LINKS', true),
    },
    preview: {
      enabled: env.bool('PREVIEW_ENABLED', true),
      config: {
        allowedOrigins: [siteUrl()],
        async handler(
          uid: string,
          { documentId, locale, status }: { documentId?: string; locale?: string; status?: string },
        ) {
          return previewUrl(uid, documentId, locale, status);
        },
      },
    },
  };
};

export default config;
