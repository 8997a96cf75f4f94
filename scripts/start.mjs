#!/usr/bin/env node
// @ts-check
/**
 * `npm start`: the embedded CMS (Strapi, seeded on first start, admin at /admin), the site and a
 * local mail catcher (maildev: the CMS's e-mail, e.g. the newsletter's confirmation links, lands on
 * its web page instead of anyone's inbox), all on 127.0.0.1. Installs nothing. With SMTP_HOST set,
 * the CMS sends through that server instead and no mail catcher starts.
 *
 * The site is served as production serves it: the build (dist/, rebuilt when a source is newer)
 * with every page rendered on the server by the page service with its CMS content, /api and
 * /uploads proxied to the CMS, the production security headers (scripts/lib/serve.mjs, which the
 * e2e tests and the bench use too). So what a developer sees is what visitors get.
 *   --dev        the Vite dev server instead (hot reload; pages render in the browser only)
 *   --no-admin   skip the CMS admin panel build (faster first start)
 */
import { startCms } from './cms.mjs';
import { portIsFree, startMaildev } from './lib/maildev.mjs';
import { serveDist } from './lib/serve.mjs';
import { dist, ensureSiteBuild } from './lib/stack.mjs';

const args = new Set(process.argv.slice(2));
const cmsPort = Number(process.env.CMS_PORT ?? 1337);
const sitePort = Number(process.env.PORT ?? 5173);
const admin = !args.has('--no-admin');
const dev = args.has('--dev');

// The build first (about a minute when a source changed; nothing otherwise), so that a failing
// build stops here before anything is started.
if (!dev) ensureSiteBuild();

// maildev's own ports when they are free, other free ones when not (a second checkout running).
const mail = process.env.SMTP_HOST
  ? null
  : await startMaildev({
      smtpPort: (await portIsFree(1025)) ? 1025 : undefined,
      webPort: (await portIsFree(1080)) ? 1080 : undefined,
    });

console.log(
  `Starting the CMS on 127.0.0.1:${cmsPort}${admin ? ' (first start builds the admin panel: about a minute)' : ''}…`,
);
const siteUrl = `http://127.0.0.1:${sitePort}/`;
const cms = await startCms({
  port: cmsPort,
  admin,
  // What a visitor sees: the seed without its test fixtures (cms/README.md).
  fixtures: false,
  // The links in the CMS's e-mails point at this site (unless SITE_URL says otherwise).
  env: {
    SITE_URL: process.env.SITE_URL || siteUrl.replace(/\/$/, ''),
    ...(mail ? mail.smtpEnv : {}),
  },
}).catch(async (e) => {
  await mail?.stop();
  throw e;
});
process.env.CMS_PROXY_TARGET = cms.url;

const site = dev ? await startViteDevServer() : await startProductionServer();

/** The Vite dev server, proxying /api and /uploads to the CMS (vite.config.ts). */
async function startViteDevServer() {
  const { createServer } = await import('vite');
  const server = await createServer({
    configFile: new URL('../vite.config.ts', import.meta.url).pathname,
    server: { host: '127.0.0.1', port: sitePort, strictPort: true },
  });
  await server.listen();
  return server;
}

/** dist/ with the page service, as in production (scripts/lib/serve.mjs). */
async function startProductionServer() {
  try {
    return await serveDist({
      dist,
      port: sitePort,
      cmsUrl: cms.url,
      siteUrl: siteUrl.replace(/\/$/, ''),
    });
  } catch (error) {
    await cms.stop().catch(() => {});
    await mail?.stop().catch(() => {});
    throw error;
  }
}

console.log(`
  DITP site    ${siteUrl}  (th: ${siteUrl}th/  en: ${siteUrl}en/)  ${dev ? 'Vite dev server, rendered in the browser' : 'the build, rendered on the server (--dev: hot reload)'}
  CMS API      ${cms.url}/api
  CMS admin    ${admin ? `${cms.url}/admin` : '(not built: start without --no-admin)'}
  Mail         ${mail ? `${mail.url}/  (every e-mail the CMS sends; SMTP on 127.0.0.1:${mail.smtpPort})` : `sent through ${process.env.SMTP_HOST} (SMTP_HOST)`}
  Stop with Ctrl+C.
`);

let stopping = false;
async function shutdown() {
  if (stopping) return;
  stopping = true;
  await site.close().catch(() => {});
  await cms.stop().catch(() => {});
  await mail?.stop().catch(() => {});
  process.exit(0);
}
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
