/**
 * GET /attachments/:key?expires=&signature= : a form attachment for staff, through a signed link
 * that only the admin (and API-token reads of form entries) hand out (signed-url.ts). Outside
 * /api and /uploads, so the public site's proxy never forwards it. Answers the file as a download:
 * `Content-Disposition: attachment`, `Cache-Control: private, no-store`, `nosniff` and a CSP that
 * lets nothing in it run. A missing, forged or expired signature is 403; an unknown file is 404.
 */
import type { Core } from '@strapi/strapi';
import { FILE_UID } from './claim';
import { KEY_RE, privateStore } from './private-store';
import { PRIVATE_URL_PREFIX, isPrivateFile } from './provider';
import { refuse } from './reply';
import { verifySignedUrl } from './signed-url';
import type { Context } from 'koa';
import type { FileRow } from './file-row';

/** `filename*` (RFC 6266/8187) plus a plain ASCII fallback. */
export function contentDisposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_') || 'attachment';
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

export const downloadRoute = (strapi: Core.Strapi) => ({
  method: 'GET' as const,
  path: `${PRIVATE_URL_PREFIX}:key`,
  handler: async (ctx: Context) => {
    const key = String(ctx.params.key ?? '');
    ctx.set('Cache-Control', 'private, no-store');
    ctx.set('X-Content-Type-Options', 'nosniff');
    if (!KEY_RE.test(key)) return refuse(ctx, 404, 'not_found', 'Not found.', 'key');
    const verdict = verifySignedUrl(strapi, key, ctx.query.expires, ctx.query.signature);
    if (verdict === 'expired')
      return refuse(
        ctx,
        403,
        'link_expired',
        'This download link has expired. Open the file again from the admin.',
        'signature',
      );
    if (verdict !== 'ok')
      return refuse(ctx, 403, 'link_invalid', 'This download link is not valid.', 'signature');
    const row: FileRow | null = await strapi.db.query(FILE_UID).findOne({
      where: { url: `${PRIVATE_URL_PREFIX}${key}` },
      select: ['id', 'name', 'mime', 'provider_metadata'],
    });
    if (!row || !isPrivateFile(row)) return refuse(ctx, 404, 'not_found', 'Not found.', 'key');
    const object = await privateStore().open(key);
    if (!object) return refuse(ctx, 404, 'not_found', 'Not found.', 'key');
    ctx.status = 200;
    ctx.set('Cache-Control', 'private, no-store');
    ctx.set('X-Content-Type-Options', 'nosniff');
    ctx.set('Content-Disposition', contentDisposition(row.name || key));
    ctx.set('Content-Security-Policy', "default-src 'none'; sandbox");
    ctx.type = row.mime || 'application/octet-stream';
    ctx.length = object.size;
    ctx.body = object.stream;
  },
  config: { auth: false as const },
});
