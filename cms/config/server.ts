import type { Core } from '@strapi/strapi';
import { secretList } from '../src/utils/local-secrets';

const config = ({ env }: Core.Config.Shared.ConfigParams): Core.Config.Server => ({
  host: env('HOST', '127.0.0.1'),
  port: env.int('PORT', 1337),
  // Public URL of the CMS when behind a proxy/load balancer (absolute upload URLs, admin links).
  url: env('PUBLIC_URL', ''),
  proxy: env.bool('IS_PROXIED', false),
  app: {
    keys: secretList('APP_KEYS', env.array('APP_KEYS')),
  },
  logger: {
    updates: { enabled: false },
    // The start-up banner (a box of text) is no log line: "Strapi started successfully" is.
    startup: { enabled: false },
  },
  webhooks: {
    populateRelations: env.bool('WEBHOOKS_POPULATE_RELATIONS', false),
  },
  dirs: {
    // Tests point this at a throwaway folder so their uploads never mix with the dev media library.
    public: env('STRAPI_PUBLIC_DIR', './public'),
  },
});

export default config;
