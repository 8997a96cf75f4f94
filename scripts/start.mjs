#!/usr/bin/env node
/**
 * `npm start`: the embedded CMS (Strapi, seeded on first start, admin at /admin) and the site
 * (Vite, proxying /api and /uploads to the CMS), both on 127.0.0.1. Installs nothing.
 *   --dev   the same, for development (the Vite dev server is used in both cases)
 *   --no-admin   skip the CMS admin panel build (faster first start)
 */
import { createServer } from 'vite';
import { startCms } from './cms.mjs';

const args = new Set(process.argv.slice(2));
const cmsPort = Number(process.env.CMS_PORT ?? 1337);
const sitePort = Number(process.env.PORT ?? 5173);
const admin = !args.has('--no-admin');

console.log(
  `Starting the CMS on 127.0.0.1:${cmsPort}${admin ? ' (first start builds the admin panel: about a minute)' : ''}…`,
);
const cms = await startCms({ port: cmsPort, admin });
process.env.CMS_PROXY_TARGET = cms.url;

const site = await createServer({
  configFile: new URL('../vite.config.ts', import.meta.url).pathname,
  server: { host: '127.0.0.1', port: sitePort, strictPort: true },
});
await site.listen();

const siteUrl = `http://127.0.0.1:${sitePort}/`;
console.log(`
  DITP site    ${siteUrl}  (th: ${siteUrl}th/  en: ${siteUrl}en/)
  CMS API      ${cms.url}/api
  CMS admin    ${admin ? `${cms.url}/admin` : '(not built: start without --no-admin)'}
  Stop with Ctrl+C.
`);

let stopping = false;
async function shutdown() {
  if (stopping) return;
  stopping = true;
  await site.close().catch(() => {});
  await cms.stop().catch(() => {});
  process.exit(0);
}
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
