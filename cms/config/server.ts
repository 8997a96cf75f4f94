import type { Core } from '@strapi/strapi';
import { previewSecret, secret, secretList } from '../src/utils/local-secrets';

const config = ({ env }: Core.Config.Shared.ConfigParams): Core.Config.Server => {
  // Secrets read later, per request, are checked now: a production CMS with a default never starts.
  previewSecret();
  secret('ALTCHA_HMAC_KEY', env('ALTCHA_HMAC_KEY'));
  return {
    host: env('HOST', '127.0.0.1'),
    port: env.int('PORT', 1337),
    // Public URL of the CMS when behind a proxy/load balancer (absolute upload URLs, admin links).
    url: env('PUBLIC_URL', ''),
    // Behind nginx (IS_PROXIED=true): the client address is the LAST X-Forwarded-For entry, the one
    // our own proxy wrote (deploy/nginx.conf sets it to $remote_addr); anything a client put before
    // it is ignored, so nobody can pick their own address for the rate limits.
    proxy: { koa: env.bool('IS_PROXIED', false), maxIpsCount: 1 },
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
  };
};

export default config;
