/**
 * Wires the private attachments into Strapi's upload plugin (called from
 * src/extensions/upload/strapi-server.ts, before the plugin loads):
 *
 * - the file content type gets two private attributes: `attachment_token_hash` (SHA-256 of the
 *   visitor's token, unique) and `attachment_claimed_at`;
 * - `image-manipulation`: attachments are never treated as images (no decoding, no formats); for
 *   every other upload an image over the pixel limits is refused from its header before Strapi
 *   decodes it (400 `image_too_large`);
 * - `upload.upload`: runs in an upload scope (context.ts) and removes everything it wrote when it
 *   fails (nothing half-stored is left or served);
 * - `file.signFileUrls`: attachments get a signed, short-lived download link wherever Strapi signs
 *   file URLs (admin media library, upload API answers);
 * - register: the provider's storage routing (provider.ts) and the download route (download.ts);
 * - bootstrap: the media-library folders (folders.ts), signed links in form entries read through
 *   the Document Service (content manager, API tokens), the claim lifecycle (claim.ts), the sweeper
 *   (sweeper.ts).
 */
import { errors } from '@strapi/utils';
import type { Core } from '@strapi/strapi';
import { installClaims, formFileFields } from './claim';
import { currentScope, inAttachmentScope, runInScope } from './context';
import { downloadRoute } from './download';
import { ensureApiUploadFolder, ensureAttachmentsFolder } from './folders';
import { IMAGE_TOO_LARGE_MESSAGE, headerDimensions, tooLarge } from './image-limits';
import { installStorageRouting, isPrivateFile, privateKeyOf, removeWritten } from './provider';
import { uploadProvider } from './settings';
import { signedUrl } from './signed-url';
import { startSweeper } from './sweeper';
import type { FileRow, ImageFile, ImageService } from './file-row';

type Deps = { strapi: Core.Strapi };
/** A plugin's service: an object, or a factory of it (Strapi accepts both). */
type ServiceDef<T> = T | ((deps: Deps) => T);
type Lifecycle = (ctx: Deps) => Promise<void> | void;

/** The upload plugin's upload service: `upload` wrapped here, the rest passed through. */
type UploadService = { upload(...args: unknown[]): Promise<unknown>; [other: string]: unknown };
/** Its file service: `signFileUrls` wrapped here. */
type FileService = { signFileUrls(file: FileRow): Promise<unknown>; [other: string]: unknown };

/**
 * Strapi's upload plugin as its server extension receives it (`strapi-server.ts`), untyped by
 * Strapi: the parts changed here.
 */
export interface UploadPlugin {
  contentTypes: {
    file: { schema: { attributes: Record<string, unknown>; indexes?: unknown[] } };
  };
  services: {
    'image-manipulation': ServiceDef<ImageService>;
    upload: ServiceDef<UploadService>;
    file: ServiceDef<FileService>;
    [other: string]: unknown;
  };
  register: Lifecycle;
  bootstrap: Lifecycle;
  destroy?: Lifecycle;
}

const asFactory = <T>(def: ServiceDef<T>): ((deps: Deps) => T) =>
  typeof def === 'function' ? (def as (deps: Deps) => T) : () => def;

/** An entry read through the Document Service, with its file fields. */
type Entry = Record<string, unknown>;

/** Image handling: no processing for attachments, the pixel limits for everything else. */
export function withImageLimits(original: ImageService): ImageService {
  return {
    ...original,
    async isImage(file: ImageFile) {
      if (inAttachmentScope()) return false;
      const isImage = await original.isImage(file);
      if (isImage && file.filepath) {
        const dims = await headerDimensions(file.filepath);
        if (dims && tooLarge(dims)) {
          throw new errors.ValidationError(IMAGE_TOO_LARGE_MESSAGE, {
            errors: [
              {
                path: ['files'],
                message: IMAGE_TOO_LARGE_MESSAGE,
                name: 'ValidationError',
                code: 'image_too_large',
              },
            ],
          });
        }
      }
      return isImage;
    },
    async isResizableImage(file: ImageFile) {
      return inAttachmentScope() ? false : original.isResizableImage(file);
    },
    async isOptimizableImage(file: ImageFile) {
      return inAttachmentScope() ? false : original.isOptimizableImage(file);
    },
    async generateThumbnail(file: ImageFile) {
      return inAttachmentScope() ? null : original.generateThumbnail(file);
    },
    async generateResponsiveFormats(file: ImageFile) {
      return inAttachmentScope() ? [] : original.generateResponsiveFormats(file);
    },
  };
}

function signEntry<T>(strapi: Core.Strapi, entry: T, fields: string[]): T {
  if (!entry || typeof entry !== 'object') return entry;
  const sign = (f: FileRow) =>
    isPrivateFile(f) ? { ...f, url: signedUrl(strapi, privateKeyOf(f)), isUrlSigned: true } : f;
  const out: Entry = { ...(entry as Entry) };
  for (const field of fields) {
    const v = out[field];
    if (Array.isArray(v)) out[field] = v.map(sign);
    else if (v && typeof v === 'object') out[field] = sign(v as FileRow);
  }
  return out as T;
}

export function extendUploadPlugin(plugin: UploadPlugin) {
  const localPublic = uploadProvider() === 'local';

  // 1. file attributes
  const schema = plugin.contentTypes.file.schema;
  Object.assign(schema.attributes, {
    attachment_token_hash: {
      type: 'string',
      private: true,
      configurable: false,
      searchable: false,
    },
    attachment_claimed_at: {
      type: 'datetime',
      private: true,
      configurable: false,
      searchable: false,
    },
  });
  schema.indexes = [
    ...(schema.indexes ?? []),
    {
      name: 'upload_files_attachment_token_uq',
      columns: ['attachment_token_hash'],
      type: 'unique',
    },
  ];

  // 2. image handling (wraps whatever is there: the WebP formats extension included)
  const images = plugin.services['image-manipulation'];
  plugin.services['image-manipulation'] =
    typeof images === 'function'
      ? (deps: Deps) => withImageLimits(images(deps))
      : withImageLimits(images);

  // 3. upload: a scope per call, and no leftovers when it fails
  const uploadFactory = asFactory(plugin.services.upload);
  plugin.services.upload = (deps: Deps) => {
    const service = uploadFactory(deps);
    return {
      ...service,
      async upload(...args: unknown[]) {
        const scope = { attachment: currentScope()?.attachment, written: [] };
        return runInScope(scope, async () => {
          try {
            return await service.upload(...args);
          } catch (e) {
            await removeWritten(deps.strapi, scope.written);
            throw e;
          }
        });
      },
    };
  };

  // 4. signed links for attachments wherever Strapi signs file URLs
  const fileFactory = asFactory(plugin.services.file);
  plugin.services.file = (deps: Deps) => {
    const service = fileFactory(deps);
    return {
      ...service,
      async signFileUrls(file: FileRow) {
        if (isPrivateFile(file))
          return { ...file, url: signedUrl(deps.strapi, privateKeyOf(file)), isUrlSigned: true };
        return service.signFileUrls(file);
      },
    };
  };

  // 5. register: storage routing and the download route
  const register = plugin.register;
  plugin.register = async (ctx: Deps) => {
    await register(ctx);
    installStorageRouting(ctx.strapi, { localPublic });
    ctx.strapi.server.routes([downloadRoute(ctx.strapi)]);
  };

  // 6. bootstrap: folders, signed links in form entries, claims, sweeper
  const bootstrap = plugin.bootstrap;
  let stopSweeper: (() => void) | undefined;
  plugin.bootstrap = async (ctx: Deps) => {
    await bootstrap(ctx);
    const { strapi } = ctx;
    await ensureAttachmentsFolder(strapi);
    await ensureApiUploadFolder(strapi);
    const byUid = formFileFields();
    strapi.documents.use(async (dctx, next) => {
      const result = await next();
      const fields = byUid[dctx.uid];
      if (!fields || !result || typeof result !== 'object') return result;
      if (Array.isArray(result)) return result.map((e) => signEntry(strapi, e, fields));
      if ('entries' in result && Array.isArray(result.entries))
        return { ...result, entries: result.entries.map((e) => signEntry(strapi, e, fields)) };
      return signEntry(strapi, result, fields);
    });
    installClaims(strapi);
    stopSweeper = startSweeper(strapi, { localPublic });
  };

  const destroy = plugin.destroy;
  plugin.destroy = async (ctx: Deps) => {
    stopSweeper?.();
    if (destroy) await destroy(ctx);
  };
  return plugin;
}
