import type { Core } from '@strapi/strapi';
import { previewSecret } from '../utils/local-secrets';
import { grantCovers, readPreviewToken } from '../utils/preview-token';
import type { Context } from 'koa';

export const PREVIEW_TOKEN_HEADER = 'x-preview-token';

/**
 * Drafts are served only with a preview token (src/utils/preview-token.ts) for exactly that
 * document, in the `x-preview-token` header.
 *
 * - Any /api request whose `status` is present and not `published` (or that carries the legacy
 *   `publicationState=preview`) gets 404 unless its token is valid, unexpired and names the type,
 *   the document and the locale asked for: one token never opens another draft.
 * - With a valid token, `publicationState=preview` is turned into `status=draft`.
 * - The legacy keys `secret` and `publicationState` are removed before Strapi validates the query
 *   (strictParams would answer 400 for them). Nothing is ever accepted from the query string.
 */
export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) => {
  return async (ctx: Context, next: () => Promise<void>) => {
    if (!ctx.path.startsWith('/api/') && ctx.path !== '/api') return next();
    const query = ctx.query || {};
    const hasLegacy = 'secret' in query || 'publicationState' in query;
    const legacyPreview = query.publicationState === 'preview';
    const status = query.status;
    const wantsDraft = legacyPreview || (status !== undefined && status !== 'published');
    if (wantsDraft) {
      const grant = readPreviewToken(previewSecret(), String(ctx.get(PREVIEW_TOKEN_HEADER) || ''));
      if (!grant || ctx.method !== 'GET' || !grantCovers(grant, ctx.path, query.locale)) {
        strapi.log.debug(`preview-guard: refused ${ctx.method} ${ctx.path}`);
        ctx.status = 404;
        ctx.set('Cache-Control', 'no-store');
        ctx.body = {
          data: null,
          error: { status: 404, name: 'NotFoundError', message: 'Not Found', details: {} },
        };
        return;
      }
      ctx.set('Cache-Control', 'private, no-store');
    }
    if (hasLegacy) {
      const { secret: _s, publicationState: _p, ...rest } = query;
      if (legacyPreview && rest.status === undefined) rest.status = 'draft';
      ctx.query = rest;
    }
    return next();
  };
};
