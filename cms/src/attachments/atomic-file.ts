/**
 * Files are whole or absent: a file is written under a temporary, hidden name in its destination
 * folder, flushed to the disk (fsync), its size checked, and only then renamed to its final name
 * (an atomic step on one filesystem). Any failure (disk full, short write, a source that ends early)
 * removes the temporary file, so nothing truncated is ever served or left behind.
 */
import { randomBytes } from 'crypto';
import { open, rename, rm } from 'fs/promises';
import path from 'path';
import type { Readable } from 'stream';

/** The file was not written completely (short write, wrong size): nothing was kept. */
export class IncompleteWriteError extends Error {
  override name = 'IncompleteWriteError';
  readonly code = 'EINCOMPLETE';
}

/** Temporary names: hidden (never served by the static middleware), recognisable by the sweeper. */
export const TEMP_NAME_RE = /^\.[^/]+\.[0-9a-f]{12}\.part$/;
const tempName = (name: string) => `.${name}.${randomBytes(6).toString('hex')}.part`;

async function syncDir(dir: string) {
  // Makes the rename itself durable; not supported everywhere (then the rename is still atomic).
  try {
    const d = await open(dir, 'r');
    try {
      await d.sync();
    } finally {
      await d.close();
    }
  } catch {
    /* best effort */
  }
}

/**
 * Writes `source` to `dir/name` atomically and answers the number of bytes written.
 * `expectedSize`, when given, must match exactly.
 */
export async function writeFileAtomically(
  dir: string,
  name: string,
  source: Readable | Buffer,
  opts: { expectedSize?: number; mode?: number } = {},
): Promise<number> {
  if (name.includes('/') || name.includes('\\') || name.startsWith('.'))
    throw new Error('invalid file name');
  const tmp = path.join(dir, tempName(name));
  const fh = await open(tmp, 'wx', opts.mode ?? 0o644);
  let closed = false;
  try {
    let written = 0;
    const writeAll = async (chunk: Buffer) => {
      let offset = 0;
      while (offset < chunk.length) {
        const { bytesWritten } = await fh.write(chunk, offset, chunk.length - offset);
        if (bytesWritten <= 0) throw new IncompleteWriteError('short write');
        offset += bytesWritten;
      }
      written += chunk.length;
    };
    if (Buffer.isBuffer(source)) await writeAll(source);
    else
      for await (const chunk of source)
        await writeAll(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
    await fh.sync();
    const { size } = await fh.stat();
    if (size !== written) throw new IncompleteWriteError(`wrote ${written} bytes, ${size} on disk`);
    if (opts.expectedSize !== undefined && written !== opts.expectedSize) {
      throw new IncompleteWriteError(`expected ${opts.expectedSize} bytes, got ${written}`);
    }
    await fh.close();
    closed = true;
    await rename(tmp, path.join(dir, name));
    await syncDir(dir);
    return written;
  } catch (e) {
    if (!closed) await fh.close().catch(() => undefined);
    await rm(tmp, { force: true }).catch(() => undefined);
    throw e;
  }
}
