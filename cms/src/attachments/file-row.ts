/**
 * The upload plugin's file, as this code reads and writes it: a row of its `files` table (only the
 * columns a read selects are present) and the object it hands its storage provider while a file is
 * being stored (with the bytes as a stream or a buffer). Strapi types neither: its query engine
 * answers `any`, and its provider interface is untyped.
 */
import type { Readable } from 'stream';

/** What the private store records on a form attachment's row (provider.ts). */
export interface ProviderMetadata {
  /** A form attachment, kept in the private store. */
  private?: boolean;
  /** Which private store holds it (`local` or `s3`). */
  store?: string;
  /** Its exact size (the `size` column is kB rounded to two decimals). */
  bytes?: number;
}

export interface FileRow {
  id?: number;
  name?: string;
  /** The stored name without its extension. */
  hash?: string;
  ext?: string | null;
  mime?: string;
  /** kB, two decimals. */
  size?: number;
  url?: string;
  provider_metadata?: ProviderMetadata | null;
  /** Image formats (thumbnail, small...), each a file of its own. */
  formats?: Record<string, FileRow | null> | null;
  attachment_token_hash?: string | null;
  attachment_claimed_at?: Date | string | null;
}

/** The file the upload plugin gives its provider to store. */
export interface ProviderFile extends FileRow {
  hash: string;
  mime: string;
  sizeInBytes?: number;
  stream?: Readable;
  buffer?: Buffer | Uint8Array;
}

/** The upload plugin's storage provider (the methods this code calls or replaces). */
export interface UploadProvider {
  upload(file: ProviderFile, options?: unknown): Promise<void>;
  uploadStream?(file: ProviderFile, options?: unknown): Promise<void>;
  replace?(newFile: ProviderFile, oldFile: FileRow, options?: unknown): Promise<void>;
  replaceStream?(newFile: ProviderFile, oldFile: FileRow, options?: unknown): Promise<void>;
  delete(file: FileRow, options?: unknown): Promise<void>;
  extend(methods: Partial<UploadProvider>): void;
}

/** A row read with `select`: the columns named, which the table never leaves empty, are there. */
export type WithColumns<K extends keyof FileRow> = FileRow & {
  [P in K]-?: NonNullable<FileRow[P]>;
};

/**
 * The file the upload plugin hands its `image-manipulation` service while an upload is stored
 * (Strapi's internal `UploadableFile`, as read here).
 */
export interface ImageFile {
  name: string;
  hash: string;
  path?: string | null;
  /** The upload's temporary file, when the bytes are on disk. */
  filepath?: string;
  tmpWorkingDirectory?: string;
  width?: number;
  height?: number;
  getStream(): NodeJS.ReadableStream;
}

/** Strapi's `image-manipulation` service: the functions wrapped here; the rest pass through. */
export interface ImageService {
  isImage(file: ImageFile): Promise<boolean>;
  isResizableImage(file: ImageFile): Promise<boolean>;
  isOptimizableImage(file: ImageFile): Promise<boolean>;
  getDimensions(file: ImageFile): Promise<{ width?: number; height?: number }>;
  generateThumbnail(file: ImageFile): Promise<unknown>;
  generateResponsiveFormats(file: ImageFile): Promise<unknown[]>;
  [other: string]: unknown;
}
