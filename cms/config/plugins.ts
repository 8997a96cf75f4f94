import type { Core } from '@strapi/strapi';
import { secret } from '../src/utils/local-secrets';
import { ADMIN_ALLOWED_MIME } from '../src/utils/upload-types';

// The i18n plugin creates this locale on the very first start (read when the plugin loads).
process.env.STRAPI_PLUGIN_I18N_INIT_LOCALE_CODE ??= 'th';

const config = ({ env }: Core.Config.Shared.ConfigParams): Core.Config.Plugin => ({
  'users-permissions': {
    config: {
      jwtSecret: secret('JWT_SECRET', env('JWT_SECRET')),
      jwtManagement: 'refresh',
      sessions: {
        httpOnly: true,
      },
    },
  },
  upload: {
    config: {
      // bytes; the public /api/upload route has its own, lower per-file limit (upload-guard).
      sizeLimit: 100_000_000,
      security: {
        allowedTypes: ADMIN_ALLOWED_MIME,
        deniedTypes: [
          'application/vnd.microsoft.portable-executable',
          'application/x-msdownload',
          'application/x-msdos-program',
          'application/x-executable',
          'application/x-dosexec',
          'application/x-sh',
          'text/x-shellscript',
          'application/x-mach-binary',
          'text/html',
        ],
      },
    },
  },
});

export default config;
