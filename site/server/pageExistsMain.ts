/**
 * Entry of `dist-server/page-exists.mjs` (the bundle `npm run build` writes; Node built-ins only):
 *
 *   node dist-server/page-exists.mjs [--listen 127.0.0.1:8081] [--cms http://127.0.0.1:1337]
 *
 * Defaults from PAGE_EXISTS_LISTEN and CMS_URL, then the values above. Stops on SIGTERM/SIGINT.
 * See ./pageExistsServer.ts and deploy/README.md.
 */
import { parseArgs } from 'node:util';
import { startPageExistsServer } from './pageExistsServer';

const { values } = parseArgs({
  options: { listen: { type: 'string' }, cms: { type: 'string' } },
});
const listen = values.listen ?? process.env.PAGE_EXISTS_LISTEN ?? '127.0.0.1:8081';
const cmsUrl = values.cms ?? process.env.CMS_URL ?? 'http://127.0.0.1:1337';
const m = /^(?:\[?([^\]]*)\]?:)?(\d+)$/.exec(listen);
if (!m) {
  console.error(`page-exists: --listen wants [host:]port, got "${listen}"`);
  process.exit(2);
}
const started = await startPageExistsServer({
  cmsUrl,
  host: m[1] || '127.0.0.1',
  port: Number(m[2]),
});
console.log(`page-exists: listening on ${started.url}, asking the CMS at ${cmsUrl}`);
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => void started.close().then(() => process.exit(0)));
}
