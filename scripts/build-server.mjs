#!/usr/bin/env node
// @ts-check
/**
 * Bundles the site's server side for plain Node (no TypeScript at run time). `npm run build` runs it
 * after `vite build`:
 *
 *   node scripts/build-server.mjs [--out dist-server]
 *     -> dist-server/page-service.mjs   the page service nginx sends page requests to: pages
 *                                       rendered with their CMS content (GET), whether a page
 *                                       exists in a locale (HEAD); site/server/pageServiceMain.ts
 *     -> dist-server/page-handler.mjs   the same handler as a library (scripts/lib/serve.mjs)
 *     -> dist-server/chunks/            what both share: the app, page chunks, catalogs
 *     -> dist-server/package.json       its one run-time dependency, jsdom (deploy/README.md)
 *
 * The bundle uses the site's own Vite config (React, Lingui, vanilla-extract: the same class names
 * as the browser build, so the browser hydrates the server's markup). Everything is bundled but
 * jsdom (the RichText sanitiser's DOM), which cannot be bundled and is loaded from node_modules.
 *
 * Also importable: `buildPageService({ outDir })` and `pageHandlerModule`.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'vite';

export const root = fileURLToPath(new URL('..', import.meta.url)).replace(/\/$/, '');
export const serverOutDir = join(root, 'dist-server');
/** The page handler library of the build (`createPageHandler`, site/server/pageService.ts). */
export const pageHandlerModule = join(serverOutDir, 'page-handler.mjs');

/** Writes the page service into `outDir`; returns the path of its entry (page-service.mjs). */
export async function buildPageService({ outDir = serverOutDir } = {}) {
  await build({
    configFile: join(root, 'vite.config.ts'),
    root,
    publicDir: false,
    logLevel: 'warn',
    ssr: { noExternal: true, external: ['jsdom'], target: 'node' },
    // React's production build, whatever NODE_ENV the service is started with (Vite leaves
    // `process.env.NODE_ENV` to run time in a server build, and React's development build renders
    // at about half the speed, checking every element and prop).
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    build: {
      ssr: true,
      outDir,
      emptyOutDir: true,
      target: 'node20',
      minify: false,
      copyPublicDir: false,
      reportCompressedSize: false,
      rolldownOptions: {
        input: {
          'page-service': join(root, 'site/server/pageServiceMain.ts'),
          'page-handler': join(root, 'site/server/pageService.ts'),
        },
        output: {
          format: 'es',
          entryFileNames: '[name].mjs',
          chunkFileNames: 'chunks/[name]-[hash].mjs',
          // The browser build's first-paint chunk grouping means nothing on a server.
          codeSplitting: true,
        },
      },
    },
  });
  const { dependencies, devDependencies } = JSON.parse(
    readFileSync(join(root, 'package.json'), 'utf8'),
  );
  const jsdom = dependencies.jsdom ?? devDependencies.jsdom;
  writeFileSync(
    join(outDir, 'package.json'),
    `${JSON.stringify(
      {
        name: 'ditp-page-service',
        private: true,
        type: 'module',
        description: 'Built by scripts/build-server.mjs: node page-service.mjs --dist <dist>',
        dependencies: { jsdom },
      },
      null,
      2,
    )}\n`,
  );
  return join(outDir, 'page-service.mjs');
}

const isMain = process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href;
if (isMain) {
  const i = process.argv.indexOf('--out');
  const outDir = i > 0 ? resolve(process.argv[i + 1]) : serverOutDir;
  console.log(`build-server: wrote ${await buildPageService({ outDir })}`);
}
