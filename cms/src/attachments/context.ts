/**
 * What one call of the upload service is doing, visible to the storage layer (provider.ts) without
 * threading it through Strapi's code: whether the files are form attachments (private store, no
 * image processing) and every object written so far (deleted again if the call fails).
 */
import { AsyncLocalStorage } from 'async_hooks';
import type { FileRow } from './file-row';

export type Written = { store: 'private' | 'public'; file: FileRow };

export type UploadScope = {
  /** Set for form attachments: the hash of the token the visitor gets, stored with the file row. */
  attachment?: { tokenHash: string };
  written: Written[];
};

const storage = new AsyncLocalStorage<UploadScope>();

export const currentScope = (): UploadScope | undefined => storage.getStore();

export const inAttachmentScope = (): boolean => Boolean(storage.getStore()?.attachment);

export const runInScope = <T>(scope: UploadScope, fn: () => Promise<T>): Promise<T> =>
  storage.run(scope, fn);
