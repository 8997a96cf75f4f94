import { siteUrl } from './local-secrets';

/**
 * Origins allowed to call the content API from a browser: the site (SITE_URL) and any listed,
 * comma-separated, in CORS_ORIGINS. In production the site and its /api are one origin behind
 * nginx, so browsers send no cross-origin request at all; this only matters when the site is
 * served from another host.
 */
export function corsOrigins(env: NodeJS.ProcessEnv = process.env): string[] {
  const extra = (env.CORS_ORIGINS ?? '')
    .split(',')
    .map((o) => o.trim().replace(/\/+$/, ''))
    .filter(Boolean);
  return [...new Set([new URL(siteUrl()).origin, ...extra.map((o) => new URL(o).origin)])];
}
