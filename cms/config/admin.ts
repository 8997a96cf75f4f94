import type { Core } from '@strapi/strapi';
import { secret, previewSecret, siteUrl } from '../src/utils/local-secrets';
import { RedisRateLimitStore } from '../src/reliability/redis-rate-limit-store';

/**
 * Admin preview button -> the site's preview route:
 *   ${SITE_URL}/${locale}/preview/${apiName}/${documentId}?secret=${PREVIEW_SECRET}&status=draft
 * apiName is the REST name of the type: the plural for collections (posts, ditp-news...), the
 * singular for single types (home, faq...). The site then calls the CMS with header
 * x-preview-secret and status=draft (see cms/README.md).
 */
const previewUrl = (uid: string, documentId: string | undefined, locale: string | undefined, status: string | undefined) => {
  const ct = (globalThis as any).strapi?.contentType?.(uid);
  // Only content with drafts has a site preview (not the form collections).
  if (!ct || !uid.startsWith('api::') || !ct.options?.draftAndPublish) return null;
  const apiName = ct.kind === 'singleType' ? ct.info.singularName : ct.info.pluralName;
  const params = new URLSearchParams({ secret: previewSecret(), status: status === 'published' ? 'published' : 'draft' });
  const doc = ct.kind === 'singleType' ? '' : `/${encodeURIComponent(documentId ?? '')}`;
  return `${siteUrl()}/${locale || 'th'}/preview/${apiName}${doc}?${params.toString()}`;
};

let loginStore: RedisRateLimitStore | undefined;

const config = ({ env }: Core.Config.Shared.ConfigParams): Core.Config.Admin => ({
  serveAdminPanel: env.bool('SERVE_ADMIN_PANEL', true),
  // Admin login limiter (Strapi's: 5 tries per 5 minutes per e-mail and address). With REDIS_URL
  // the counts are shared by every instance (src/reliability/redis-rate-limit-store.ts).
  rateLimit: {
    enabled: true,
    ...(env('REDIS_URL') ? { store: (loginStore ??= new RedisRateLimitStore(env('REDIS_URL') as string)) as any } : {}),
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
      async handler(uid: string, { documentId, locale, status }: { documentId?: string; locale?: string; status?: string }) {
        return previewUrl(uid, documentId, locale, status);
      },
    },
  },
});

export default config;
