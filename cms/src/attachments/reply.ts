/**
 * Refusals of the attachment routes, in Strapi's error envelope with a stable `code` (for the site's
 * translated messages) both in `details.code` and on the field's entry in `details.errors`.
 * Messages never contain a file name.
 */
import type { Context } from 'koa';
const NAMES: Record<number, string> = {
  400: 'ValidationError',
  403: 'ForbiddenError',
  404: 'NotFoundError',
  413: 'PayloadTooLargeError',
  503: 'ServiceUnavailableError',
};

export function refuse(
  ctx: Context,
  status: number,
  code: string,
  message: string,
  field = 'file',
) {
  const name = NAMES[status] ?? 'ApplicationError';
  ctx.status = status;
  ctx.set('Cache-Control', 'no-store');
  ctx.body = {
    data: null,
    error: {
      status,
      name,
      message,
      details: { code, errors: [{ path: [field], message, name, code }] },
    },
  };
}

export const MESSAGES = {
  unexpected_field: 'Send exactly one file, in the multipart field "file", and nothing else.',
  file_required: 'Choose a file to upload.',
  file_too_large: 'The file is larger than the upload limit.',
  invalid_file_type:
    'This type of file cannot be uploaded, or its content does not match its name.',
  image_too_large: 'The image has too many pixels. Reduce its size and try again.',
  not_stored: 'The file could not be stored. Nothing was kept. Please try again.',
} as const;
