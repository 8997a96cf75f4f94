import { timingSafeEqual } from 'crypto';
import type { Core } from '@strapi/strapi';
import { previewSecret } from '../utils/local-secrets';

const safeEqual = (a: string, b: string) => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

/**
 * Drafts are served only to requests carrying header `x-preview-secret: <PREVIEW_SECRET>`.
 *
 * - Any /api request whose `status` is present and not `published` (or that carries the legacy
 *   `publicationState=preview`) without the right header gets 404 - the draft is never sent.
 * - With the header, `publicationState=preview` is turned into `status=draft`.
 * - The legacy/preview-only query keys `secret` and `publicationState` are removed before Strapi
 *   validates the query (strictParams would answer 400 for them). The secret is only ever accepted
 *   from the header, never from the query string.
 */
export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) => {
  return async (ctx: any, next: () => Promise<void>) => {
    if (!ctx.path.startsWith('/api/') && ctx.path !== '/api') return next();
    const query = ctx.query || {};
    const hasLegacy = 'secret' in query || 'publicationState' in query;
    const legacyPreview = query.publicationState === 'preview';
    const status = query.status;
    const wantsDraft = legacyPreview || (status !== undefined && status !== 'published');
    if (wantsDraft) {
      const header = ctx.get('x-preview-secret');
      if (!header || !safeEqual(header, previewSecret())) {
        strapi.log.debug(`preview-guard: refused ${ctx.method} ${ctx.path} (status=${String(status)})`);
        ctx.status = 404;
        ctx.body = { data: null, error: { status: 404, name: 'NotFoundError', message: 'Not Found', details: {} } };
        return;
      }
    }
    if (hasLegacy) {
      const { secret: _s, publicationState: _p, ...rest } = query;
      if (legacyPreview && rest.status === undefined) rest.status = 'draft';
      ctx.query = rest;
    }
    return next();
  };
};
