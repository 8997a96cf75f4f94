#!/usr/bin/env node
// @ts-check
// Online backup of the CMS: the database and the upload folders, while the CMS keeps serving.
//
//   node scripts/backup.mjs --out /backups/cms-2026-11-23 [--public cms/public] [--private /srv/private]
//
// - SQLite (DATABASE_CLIENT unset or `sqlite`): SQLite's online backup API (better-sqlite3
//   `db.backup()`, the CMS's own copy) from DATABASE_FILENAME (default cms/.tmp/data.db) to
//   <out>/data.db: a consistent snapshot even while the CMS writes; then `pragma integrity_check`
//   on the copy.
// - PostgreSQL (DATABASE_CLIENT=postgres and the CMS's DATABASE_* variables): `pg_dump -Fc` to
//   <out>/db.dump (one consistent snapshot; restore with pg_restore).
// - Uploads: <public>/uploads (STRAPI_PUBLIC_DIR or cms/public) copied to <out>/public/uploads, and
//   the private attachment folder (PRIVATE_UPLOAD_DIR or --private) to <out>/private, after the
//   database: a file newer than the snapshot is harmless, a missing one is not.
//
// Prints one JSON line with what it wrote. Exit 1 on any failure. Restore: docs/operations.md.
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const cmsDir = path.join(root, 'cms');

const { values: args } = parseArgs({
  options: {
    out: { type: 'string' },
    public: { type: 'string' },
    private: { type: 'string' },
  },
});
if (!args.out) {
  console.error('usage: node scripts/backup.mjs --out <folder> [--public <dir>] [--private <dir>]');
  process.exit(2);
}
const out = path.resolve(args.out);
mkdirSync(out, { recursive: true });
const env = process.env;
const started = Date.now();
/**
 * @type {{
 *   out: string,
 *   database: Awaited<ReturnType<typeof backupDatabase>> | null,
 *   uploads: ReturnType<typeof copyFolder>,
 *   private: ReturnType<typeof copyFolder>,
 * }}
 */
const report = { out, database: null, uploads: null, private: null };

function pgBinary(name) {
  const base = '/usr/lib/postgresql';
  if (existsSync(base)) {
    const versions = readdirSync(base).sort((a, b) => Number(b) - Number(a));
    for (const v of versions)
      if (existsSync(`${base}/${v}/bin/${name}`)) return `${base}/${v}/bin/${name}`;
  }
  return name;
}

async function backupDatabase() {
  if (env.DATABASE_CLIENT === 'postgres') {
    const file = path.join(out, 'db.dump');
    const pgArgs = ['-Fc', '--no-owner', '-f', file];
    if (env.DATABASE_URL) pgArgs.push(env.DATABASE_URL);
    else {
      pgArgs.push(
        '-h',
        env.DATABASE_HOST || 'localhost',
        '-p',
        String(env.DATABASE_PORT || 5432),
        '-U',
        env.DATABASE_USERNAME || 'strapi',
      );
      if (env.DATABASE_SCHEMA) pgArgs.push('-n', env.DATABASE_SCHEMA);
      pgArgs.push(env.DATABASE_NAME || 'strapi');
    }
    execFileSync(pgBinary('pg_dump'), pgArgs, {
      stdio: ['ignore', 'inherit', 'inherit'],
      env: { ...env, PGPASSWORD: env.DATABASE_PASSWORD ?? env.PGPASSWORD ?? '' },
    });
    return { kind: 'postgres', file, bytes: statSync(file).size };
  }
  // better-sqlite3 lives in cms/node_modules and ships no types (scale-fixture.mjs declares the
  // part used). Not named `require`: the checker would take the call for a module import from here.
  const cmsRequire = createRequire(path.join(cmsDir, 'package.json'));
  /** @type {import('./lib/scale-fixture.mjs').SqliteDatabaseClass} */
  const Database = cmsRequire('better-sqlite3');
  const source = path.resolve(cmsDir, env.DATABASE_FILENAME || '.tmp/data.db');
  const file = path.join(out, 'data.db');
  const db = new Database(source, { fileMustExist: true, timeout: 10_000 });
  try {
    await db.backup(file);
  } finally {
    db.close();
  }
  const copy = new Database(file, { readonly: true });
  try {
    const check = /** @type {{ integrity_check: string }} */ (
      copy.prepare('pragma integrity_check').get()
    );
    if (check.integrity_check !== 'ok')
      throw new Error(`integrity_check of the copy: ${check.integrity_check}`);
  } finally {
    copy.close();
  }
  return { kind: 'sqlite', source, file, bytes: statSync(file).size };
}

function copyFolder(from, to) {
  if (!existsSync(from)) return null;
  cpSync(from, to, { recursive: true, preserveTimestamps: true });
  return { from, to, files: readdirSync(to).length };
}

try {
  report.database = await backupDatabase();
  const pub = path.resolve(cmsDir, args.public || env.STRAPI_PUBLIC_DIR || 'public');
  report.uploads = copyFolder(path.join(pub, 'uploads'), path.join(out, 'public', 'uploads'));
  const priv = args.private || env.PRIVATE_UPLOAD_DIR;
  if (priv) report.private = copyFolder(path.resolve(cmsDir, priv), path.join(out, 'private'));
  console.log(JSON.stringify({ ok: true, ms: Date.now() - started, ...report }));
} catch (e) {
  console.error(
    JSON.stringify({
      ok: false,
      error: String(/** @type {Error | undefined} */ (e)?.message ?? e),
      ...report,
    }),
  );
  process.exit(1);
}
