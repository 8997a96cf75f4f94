/**
 * Vite plugin: the dev server and `vite preview` answer `HEAD /{locale}/...` truthfully
 * (site/server/pageExists.ts), so the language switch knows whether the page exists in the other
 * locale. Add to vite.config.ts: `import { pageExistsPlugin } from './site/server/vitePlugin';`
 * and `pageExistsPlugin()` in `plugins`.
 */
import type { Plugin } from 'vite';
import { createPageExistsMiddleware } from './pageExists.ts';

export interface PageExistsPluginOptions {
  /** @default process.env.CMS_PROXY_TARGET ?? 'http://127.0.0.1:1337' (the /api proxy target) */
  cmsUrl?: string;
}

export function pageExistsPlugin(options: PageExistsPluginOptions = {}): Plugin {
  // Read at server start: scripts/start.mjs sets CMS_PROXY_TARGET after the CMS is up.
  const cmsUrl = () => options.cmsUrl ?? process.env.CMS_PROXY_TARGET ?? 'http://127.0.0.1:1337';
  return {
    name: 'ditp:page-exists',
    // Registered directly (not in a returned hook) so it runs before Vite's SPA fallback.
    configureServer(server) {
      server.middlewares.use(createPageExistsMiddleware({ cmsUrl: cmsUrl() }));
    },
    configurePreviewServer(server) {
      server.middlewares.use(createPageExistsMiddleware({ cmsUrl: cmsUrl() }));
    },
  };
}
