/**
 * Entry of `dist-server/page-service.mjs` (the bundle `npm run build` writes; it needs Node 20.19+
 * and jsdom, listed in dist-server/package.json):
 *
 *   node dist-server/page-service.mjs --dist /srv/ditp/dist [--listen 127.0.0.1:8081]
 *     [--cms http://127.0.0.1:1337] [--cache-seconds 10] [--site-url https://www.ditp.go.th]
 *
 * Defaults from DITP_DIST, PAGE_SERVICE_LISTEN, CMS_URL, PAGE_CACHE_SECONDS and SITE_URL, then the
 * values above (`--dist` defaults to ../dist beside this file). Stops on SIGTERM/SIGINT. See
 * ./pageService.ts and deploy/README.md.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { JSDOM } from 'jsdom';
import { startPageService } from './pageService';

const { values } = parseArgs({
  options: {
    listen: { type: 'string' },
    cms: { type: 'string' },
    dist: { type: 'string' },
    'cache-seconds': { type: 'string' },
    'site-url': { type: 'string' },
  },
});
const here = fileURLToPath(new URL('.', import.meta.url));
const dist = values.dist ?? process.env.DITP_DIST ?? join(here, '..', 'dist');
const listen = values.listen ?? process.env.PAGE_SERVICE_LISTEN ?? '127.0.0.1:8081';
const cmsUrl = values.cms ?? process.env.CMS_URL ?? 'http://127.0.0.1:1337';
const cacheSeconds = Number(values['cache-seconds'] ?? process.env.PAGE_CACHE_SECONDS ?? 10);
const siteUrl = values['site-url'] ?? process.env.SITE_URL ?? undefined;
const m = /^(?:\[?([^\]]*)\]?:)?(\d+)$/.exec(listen);
if (!m || !Number.isFinite(cacheSeconds) || cacheSeconds < 0) {
  console.error(`page-service: --listen wants [host:]port and --cache-seconds a number >= 0`);
  process.exit(2);
}
const started = await startPageService({
  cmsUrl,
  template: readFileSync(join(dist, 'index.html'), 'utf8'),
  domWindow: new JSDOM('').window as unknown as Window & typeof globalThis,
  cacheSeconds,
  siteUrl,
  host: m[1] || '127.0.0.1',
  port: Number(m[2]),
});
console.log(`page-service: listening on ${started.url}, pages of ${dist}, CMS at ${cmsUrl}`);
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => void started.close().then(() => process.exit(0)));
}
