import { lingui } from '@lingui/vite-plugin';
import optimizeLocales from '@react-aria/optimize-locales-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import { headScript } from './design-system/themes/colorMode.ts';
import { PRESSABLE_STYLE_ID } from './design-system/themes/pressable.ts';
import { pageExistsPlugin } from './site/server/vitePlugin.ts';
import { registryLabelsPlugin } from './site/registryLabels.ts';
// The model's locale list through jiti: Vite's config loader would load its TypeScript as CommonJS.
import { LOCALES } from './scripts/lib/model.mjs';

/** SHA-256 of the only inline script; the production CSP admits exactly this hash. */
export const headScriptHash = `sha256-${createHash('sha256').update(headScript(LOCALES)).digest('base64')}`;

/** Inlines the blocking colour-mode script first in <head>, so the theme applies before paint. */
function colorModeHeadScript(): Plugin {
  return {
    name: 'ditp:color-mode-head-script',
    transformIndexHtml: {
      order: 'pre',
      handler: () => [{ tag: 'script', children: headScript(LOCALES), injectTo: 'head-prepend' }],
    },
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: 'csp-script-hash.txt',
        source: `${headScriptHash}\n`,
      });
    },
  };
}

/**
 * Preloads the Thai web font (the only one: design-system/themes/fonts.css), so that Thai text is
 * in the first paint instead of waiting out `font-display: optional`'s block period. Marked
 * `data-locale="th"`: the server renderer keeps it on Thai pages only (site/server/render.tsx).
 */
function thaiFontPreload(): Plugin {
  return {
    name: 'ditp:thai-font-preload',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const font = Object.keys(ctx.bundle ?? {}).find((file) =>
          /noto-sans-thai-thai-wght-normal-[\w-]+\.woff2$/.test(file),
        );
        if (!font) return [];
        return [
          {
            tag: 'link',
            attrs: {
              rel: 'preload',
              as: 'font',
              type: 'font/woff2',
              href: `/${font}`,
              crossorigin: '',
              'data-locale': 'th',
            },
            injectTo: 'head',
          },
        ];
      },
    },
  };
}

/**
 * Gives the site's style sheet link the id react-aria looks for before it adds its own inline
 * style (design-system/themes/pressable.ts: the rule is in this sheet; an inline one would be
 * refused by the CSP and, added after the first paint, would swap the Thai font in late).
 */
function reactAriaPressableStyle(): Plugin {
  return {
    name: 'ditp:react-aria-pressable-style',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { filename }) {
        // Only the site's own page: Storybook's build (iframe.html) shares this config.
        if (filename !== fileURLToPath(new URL('./index.html', import.meta.url))) return html;
        const sheet = /<link rel="stylesheet"(?=[^>]*href="\/assets\/style-)/;
        // The page service's build (scripts/build-server.mjs) links no style sheet.
        if (!/rel="stylesheet"/.test(html)) return html;
        if (!sheet.test(html)) throw new Error('index.html: no link to the site style sheet');
        return html.replace(sheet, `<link rel="stylesheet" id="${PRESSABLE_STYLE_ID}"`);
      },
    },
  };
}

const cmsTarget = process.env.CMS_PROXY_TARGET ?? 'http://127.0.0.1:1337';

export default defineConfig({
  plugins: [
    react({ babel: { plugins: ['@lingui/babel-plugin-lingui-macro'] } }),
    lingui(),
    vanillaExtractPlugin(),
    colorModeHeadScript(),
    thaiFontPreload(),
    reactAriaPressableStyle(),
    pageExistsPlugin(),
    registryLabelsPlugin(),
    // React Aria's own strings (a date field's placeholders, a drop zone's instructions, ...) only
    // in the site's languages, every region of each (React Aria falls back by language: en-GB
    // reads en-US): it ships about 34.
    optimizeLocales.vite({ locales: [...LOCALES] }),
  ],
  resolve: {
    alias: [
      {
        find: /^use-sync-external-store\/shim(\/index\.js)?$/,
        replacement: fileURLToPath(new URL('./site/syncExternalStore.ts', import.meta.url)),
      },
    ],
  },
  optimizeDeps: {
    include: [
      '@vanilla-extract/recipes/createRuntimeFn',
      '@vanilla-extract/sprinkles/createRuntimeSprinkles',
      // Reached only through lazy chunks or a few stories: pre-bundle them so Storybook and the
      // Vitest browser projects never re-optimise mid-run (a re-optimisation reloads the page and
      // fails the tests that were running).
      'dompurify',
      'swr',
      'react-aria-components',
      '@lingui/core',
      '@lingui/react',
      'react-dom/client',
      // The human-verification widget (a lazy chunk) and the stories' stand-in challenge server.
      'altcha/external',
      'altcha-lib',
      'altcha-lib/algorithms/web/pbkdf2',
    ],
  },
  server: {
    host: '127.0.0.1',
    port: 5173,
    proxy: {
      '/api': { target: cmsTarget, changeOrigin: false },
      '/uploads': { target: cmsTarget, changeOrigin: false },
    },
  },
  preview: {
    host: '127.0.0.1',
    port: 4173,
    proxy: {
      '/api': { target: cmsTarget, changeOrigin: false },
      '/uploads': { target: cmsTarget, changeOrigin: false },
    },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    reportCompressedSize: false,
    // Flags are files, never data: URLs (design-system/components/Flag/Flag.tsx keeps a map of
    // their addresses: inlined, the map would carry 75 SVGs). Anything else: Vite's default.
    assetsInlineLimit: (file) => (file.includes('/node_modules/flag-icons/') ? false : undefined),
    // One stylesheet for every page (11.6 KB gzip in all): a server-rendered page must be styled
    // before its lazy chunk arrives, and a client-side navigation never waits for CSS.
    cssCodeSplit: false,
    // No modulepreload polyfill (0.3 KB gzip of the home route's budget): every browser the es2022
    // target runs in without it still loads the app, only without the early preload hint.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // index.html loads site/boot.ts, which imports the app after the first paint; the app is an
      // entry of its own so that what it loads statically is one chunk ($initial below).
      input: { index: 'index.html', app: 'site/main.tsx' },
      output: {
        // What the entry loads statically goes into ONE chunk. Left alone, the bundler splits the
        // first paint into ~20 chunks (one per set of lazy chunks that share modules with it),
        // which costs ~5 KB gzip of the home route's 120 KB budget and 20 requests.
        // The page's entry (index.html, site/boot.ts with what it imports, and Vite's preload
        // helper) stays its own tiny chunk: it must load without the app.
        codeSplitting: {
          groups: [
            {
              name: 'shell',
              tags: ['$initial'],
              includeDependenciesRecursively: false,
              // site/boot.ts and the import-free flag modules it shares with the app (the
              // bench's jsShellGzipKB budget fails when one is missing here).
              test: (id) =>
                !/[\\/](site[\\/]boot\.ts|site[\\/]consent[\\/]bannerFlag\.ts|site[\\/]pages[\\/]parts[\\/]announcementFlag\.ts|index\.html)$/.test(
                  id,
                ) && !id.startsWith('\0vite/'),
            },
          ],
        },
      },
    },
  },
});
