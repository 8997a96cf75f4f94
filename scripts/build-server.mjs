#!/usr/bin/env node
/**
 * Bundles the site's server-side code into self-contained ES modules for plain Node (no
 * node_modules, no TypeScript at run time). `npm run build` runs it before `vite build`:
 *
 *   node scripts/build-server.mjs [--out dist-server]
 *     -> dist-server/page-exists.mjs, the HEAD page-exists service nginx routes to
 *        (site/server/pageExistsMain.ts; deploy/README.md)
 *
 * Also importable: `buildPageExistsServer({ outDir })` (the nginx e2e test builds it into its
 * temporary prefix) and `loadPageExists()` (site/server/pageExists.ts compiled in memory and
 * imported, for scripts/lib/serve.mjs).
 */
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'vite';

export const root = fileURLToPath(new URL('..', import.meta.url)).replace(/\/$/, '');
export const serverOutDir = join(root, 'dist-server');

async function bundle(entry, { outDir = serverOutDir, fileName, write = true }) {
  const result = await build({
    configFile: false,
    root,
    publicDir: false,
    logLevel: 'warn',
    ssr: { noExternal: true, target: 'node' },
    build: {
      ssr: join(root, entry),
      outDir,
      emptyOutDir: false,
      write,
      target: 'node20',
      minify: false,
      copyPublicDir: false,
      reportCompressedSize: false,
      rollupOptions: { output: { format: 'es', entryFileNames: fileName } },
    },
  });
  const output = (Array.isArray(result) ? result[0] : result).output;
  if (output.length !== 1) throw new Error(`build-server: ${entry} did not bundle into one file`);
  return { file: join(outDir, fileName), code: output[0].code };
}

/** Writes `<outDir>/page-exists.mjs`; returns its path. */
export async function buildPageExistsServer({ outDir = serverOutDir } = {}) {
  return (await bundle('site/server/pageExistsMain.ts', { outDir, fileName: 'page-exists.mjs' }))
    .file;
}

let loaded;
/** site/server/pageExists.ts, compiled in memory: `{ pageExists, spaHeadStatus, ... }`. */
export function loadPageExists() {
  loaded ??= bundle('site/server/pageExists.ts', { fileName: 'page-exists-lib.mjs', write: false })
    // A data: URL module may import Node built-ins only; the bundle has no other imports.
    .then(
      ({ code }) => import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`),
    );
  return loaded;
}

const isMain = process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href;
if (isMain) {
  const i = process.argv.indexOf('--out');
  const outDir = i > 0 ? resolve(process.argv[i + 1]) : serverOutDir;
  console.log(`build-server: wrote ${await buildPageExistsServer({ outDir })}`);
}
