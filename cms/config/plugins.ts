import type { Core } from '@strapi/strapi';
import { secret } from '../src/utils/local-secrets';
import { ADMIN_ALLOWED_MIME } from '../src/utils/upload-types';
import { s3ClientOptions, s3Settings, uploadProvider } from '../src/attachments/settings';

// The i18n plugin creates this locale on the very first start (read when the plugin loads).
process.env.STRAPI_PLUGIN_I18N_INIT_LOCALE_CODE ??= 'th';

/**
 * Outgoing e-mail (the newsletter's confirmation and notice e-mails): Strapi's email plugin with the
 * nodemailer provider, configured by environment. The defaults are the local mail catcher that
 * `npm start` runs (maildev, SMTP on 127.0.0.1:1025, web page on http://127.0.0.1:1080): nothing
 * leaves the machine unless SMTP_HOST points at a real relay.
 */
function smtp(env: Core.Config.Shared.ConfigParams['env']) {
  const host = env('SMTP_HOST', '127.0.0.1');
  const secure = env.bool('SMTP_SECURE', false);
  const user = env('SMTP_USER', '');
  return {
    host,
    port: env.int('SMTP_PORT', secure ? 465 : 1025),
    secure,
    ...(user ? { auth: { user, pass: env('SMTP_PASS', '') } } : {}),
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  };
}

/**
 * Where content files (the editors' media library) live: the local disk under public/uploads
 * (default), or an S3-compatible bucket with UPLOAD_PROVIDER=s3 (cms/README.md, "Uploads").
 * Form attachments never go there: they have a private store (src/attachments/private-store.ts).
 */
function contentStorage() {
  if (uploadProvider() !== 's3') return { provider: 'local' };
  const s = s3Settings();
  return {
    provider: 'aws-s3',
    providerOptions: {
      ...(s.publicUrl ? { baseUrl: s.publicUrl } : {}),
      s3Options: {
        ...s3ClientOptions(s),
        params: { Bucket: s.bucket, ...(s.publicAcl ? { ACL: s.publicAcl } : { ACL: undefined }) },
      },
    },
  };
}

const config = ({ env }: Core.Config.Shared.ConfigParams): Core.Config.Plugin => ({
  email: {
    config: {
      provider: 'nodemailer',
      providerOptions: smtp(env),
      settings: {
        defaultFrom: env('MAIL_FROM', 'DITP <no-reply@ditp.local>'),
        defaultReplyTo: env('MAIL_REPLY_TO', env('MAIL_FROM', 'DITP <no-reply@ditp.local>')),
      },
    },
  },
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
      ...contentStorage(),
      // bytes; form attachments (POST /api/attachments) have their own, lower limit
      // (PUBLIC_UPLOAD_MAX_BYTES, src/attachments/create.ts).
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
