/**
 * The upload sweeper: runs once at start and then every UPLOAD_SWEEP_INTERVAL_SECONDS (5 minutes)
 * in every instance. Each step is idempotent (a row is deleted with a condition, a file removal
 * ignores a file already gone), so several instances sweeping at once do no harm.
 *
 * 1. Unclaimed attachments: rows with a token, not claimed, older than ATTACHMENT_TTL_SECONDS
 *    plus a margin (a tenth of it, at most 5 minutes: a claim made in its last second by an instance
 *    whose clock is a little behind never loses its file): the row, then the stored object.
 * 2. Orphans in the private store: objects without a row, older than UPLOAD_ORPHAN_AGE_SECONDS.
 * 3. Orphans in the public uploads folder (local disk only): files that no row names (original or
 *    format), older than UPLOAD_ORPHAN_AGE_SECONDS, and unfinished temporary files.
 * 4. Stale temporary files: UPLOAD_TMP_DIR entries, and Strapi's own `strapi-upload-*` working
 *    folders in the system temp folder, older than UPLOAD_ORPHAN_AGE_SECONDS.
 */
import { readdir, rm, stat } from 'fs/promises';
import { tmpdir } from 'os';
import path from 'path';
import type { Core } from '@strapi/strapi';
import { TEMP_NAME_RE } from './atomic-file';
import { FILE_UID } from './claim';
import type { FileRow } from './file-row';
import { privateStore } from './private-store';
import { PRIVATE_URL_PREFIX, privateKeyOf } from './provider';
import {
  attachmentTtlMs,
  orphanAgeMs,
  privateUploadDir,
  sweepIntervalMs,
  uploadTmpDir,
} from './settings';

const claimMarginMs = () => Math.min(5 * 60 * 1000, attachmentTtlMs() / 10);

export type SweepReport = {
  attachments: number;
  privateOrphans: number;
  publicOrphans: number;
  temp: number;
};

async function oldEntries(
  dir: string,
  olderThan: number,
): Promise<Array<{ name: string; full: string; isDir: boolean }>> {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch {
    return [];
  }
  const out = [];
  for (const name of names) {
    const full = path.join(dir, name);
    try {
      const st = await stat(full);
      if (st.mtimeMs < olderThan) out.push({ name, full, isDir: st.isDirectory() });
    } catch {
      /* gone meanwhile */
    }
  }
  return out;
}

async function sweepUnclaimed(strapi: Core.Strapi): Promise<number> {
  const files = strapi.db.query(FILE_UID);
  const cutoff = new Date(Date.now() - attachmentTtlMs() - claimMarginMs());
  const stale: FileRow[] = await files.findMany({
    where: {
      attachment_token_hash: { $notNull: true },
      attachment_claimed_at: { $null: true },
      createdAt: { $lt: cutoff },
    },
    select: ['id', 'hash', 'ext'],
    limit: 1000,
  });
  let removed = 0;
  for (const f of stale) {
    const deleted = await files.delete({
      where: { id: f.id, attachment_claimed_at: { $null: true } },
    });
    if (!deleted) continue;
    removed += 1;
    await privateStore()
      .remove(privateKeyOf(f))
      .catch((e) =>
        strapi.log.warn(
          `[uploads] sweeper: could not remove an expired attachment: ${(e as Error).message}`,
        ),
      );
  }
  return removed;
}

async function sweepPrivateOrphans(strapi: Core.Strapi): Promise<number> {
  const olderThan = Date.now() - orphanAgeMs();
  const files = strapi.db.query(FILE_UID);
  let removed = 0;
  for await (const o of privateStore().list()) {
    if (o.modifiedMs >= olderThan) continue;
    const isTemp = TEMP_NAME_RE.test(o.key);
    if (!isTemp && (await files.count({ where: { url: `${PRIVATE_URL_PREFIX}${o.key}` } })) > 0)
      continue;
    if (isTemp) await rm(path.join(privateUploadDir(), o.key), { force: true });
    else await privateStore().remove(o.key);
    removed += 1;
  }
  return removed;
}

/** Every file name under /uploads that a row references (originals and formats). */
async function referencedPublicNames(strapi: Core.Strapi): Promise<Set<string>> {
  const names = new Set<string>();
  const files = strapi.db.query(FILE_UID);
  const pageSize = 1000;
  for (let offset = 0; ; offset += pageSize) {
    const rows: FileRow[] = await files.findMany({
      select: ['id', 'hash', 'ext', 'url', 'formats'],
      orderBy: { id: 'asc' },
      offset,
      limit: pageSize,
    });
    for (const r of rows) {
      names.add(`${r.hash}${r.ext ?? ''}`);
      if (typeof r.url === 'string') names.add(path.posix.basename(r.url));
      for (const f of Object.values(r.formats ?? {})) {
        if (f?.hash) names.add(`${f.hash}${f.ext ?? ''}`);
        if (typeof f?.url === 'string') names.add(path.posix.basename(f.url));
      }
    }
    if (rows.length < pageSize) break;
  }
  return names;
}

async function sweepPublicOrphans(strapi: Core.Strapi): Promise<number> {
  const dir = path.resolve(strapi.dirs.static.public, 'uploads');
  const candidates = (await oldEntries(dir, Date.now() - orphanAgeMs())).filter(
    (e) => !e.isDir && (TEMP_NAME_RE.test(e.name) || !e.name.startsWith('.')),
  );
  if (candidates.length === 0) return 0;
  const referenced = await referencedPublicNames(strapi);
  let removed = 0;
  for (const c of candidates) {
    if (!TEMP_NAME_RE.test(c.name) && referenced.has(c.name)) continue;
    await rm(c.full, { force: true });
    removed += 1;
  }
  return removed;
}

async function sweepTemp(): Promise<number> {
  const olderThan = Date.now() - orphanAgeMs();
  let removed = 0;
  for (const e of await oldEntries(uploadTmpDir(), olderThan)) {
    await rm(e.full, { recursive: true, force: true });
    removed += 1;
  }
  for (const e of await oldEntries(tmpdir(), olderThan)) {
    if (!e.isDir || !e.name.startsWith('strapi-upload-')) continue;
    await rm(e.full, { recursive: true, force: true });
    removed += 1;
  }
  return removed;
}

export async function sweepOnce(
  strapi: Core.Strapi,
  opts: { localPublic: boolean },
): Promise<SweepReport> {
  const report: SweepReport = { attachments: 0, privateOrphans: 0, publicOrphans: 0, temp: 0 };
  const step = async (key: keyof SweepReport, fn: () => Promise<number>) => {
    try {
      report[key] = await fn();
    } catch (e) {
      strapi.log.warn(`[uploads] sweeper step ${key} failed: ${(e as Error).message}`);
    }
  };
  await step('attachments', () => sweepUnclaimed(strapi));
  await step('privateOrphans', () => sweepPrivateOrphans(strapi));
  if (opts.localPublic) await step('publicOrphans', () => sweepPublicOrphans(strapi));
  await step('temp', () => sweepTemp());
  const total = report.attachments + report.privateOrphans + report.publicOrphans + report.temp;
  if (total > 0) strapi.log.info(`[uploads] sweeper removed ${JSON.stringify(report)}`);
  return report;
}

/** Starts the sweeper (now, then on an interval); answers a function that stops it. */
export function startSweeper(strapi: Core.Strapi, opts: { localPublic: boolean }): () => void {
  let running: Promise<unknown> | null = null;
  const run = () => {
    if (running) return;
    running = sweepOnce(strapi, opts).finally(() => {
      running = null;
    });
  };
  const first = setTimeout(run, 0);
  const timer = setInterval(run, sweepIntervalMs());
  first.unref();
  timer.unref();
  return () => {
    clearTimeout(first);
    clearInterval(timer);
  };
}
