/* eslint-disable @typescript-eslint/no-explicit-any -- knex is loaded untyped from cms/node_modules */
/**
 * The CMS's own knex (cms/node_modules, patched by cms/patches/knex+3.0.1.patch) with
 * better-sqlite3, a transaction opened the way Strapi's `db.transaction()` opens it
 * (`await knex.transaction()`, then `trx.commit()`):
 * - on a full disk, a COMMIT that fails rejects `trx.commit()`: every commit that resolved is a
 *   stored row (unpatched knex 3.0.1 resolved all of them and lost the rows);
 * - a COMMIT refused with SQLITE_BUSY rejects too and leaves no transaction open on the
 *   connection (unpatched, the next transaction on that connection hung).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isRoot, mountTmpfs, unmount } from './support/tmpfs';

const cmsRequire = createRequire(path.resolve(import.meta.dirname, '../../cms/package.json'));
const Knex = cmsRequire('knex');
const Sqlite = cmsRequire('better-sqlite3');

const work = mkdtempSync(path.join(tmpdir(), 'ditp-knex-commit-'));
const full = path.join(work, 'full');

const within = <T>(p: Promise<T>, ms: number, what: string) =>
  Promise.race([
    p,
    new Promise<never>((_, rej) =>
      setTimeout(() => rej(new Error(`${what}: no answer within ${ms} ms`)), ms),
    ),
  ]);

beforeAll(() => {
  if (isRoot()) mountTmpfs(full, '200k');
});
afterAll(() => {
  unmount(full);
  rmSync(work, { recursive: true, force: true });
});

describe('knex + better-sqlite3: trx.commit() reports a failed COMMIT', () => {
  it.runIf(isRoot())(
    'disk full: every commit that resolved is stored, the others rejected with SQLITE_FULL',
    async () => {
      const knex = Knex({
        client: 'better-sqlite3',
        connection: { filename: path.join(full, 'k.db') },
        useNullAsDefault: true,
      });
      try {
        await knex.schema.createTable('t', (t: any) => {
          t.increments('id');
          t.string('marker');
          t.text('v');
        });
        const resolved: string[] = [];
        const errors: string[] = [];
        for (let i = 0; i < 80; i++) {
          const marker = `m-${i}`;
          try {
            const trx = await knex.transaction();
            await trx('t').insert({ marker, v: 'x'.repeat(5000) });
            await trx.commit();
            resolved.push(marker);
          } catch (e: any) {
            errors.push(e.code);
          }
        }
        const stored = new Set((await knex('t').select('marker')).map((r: any) => r.marker));
        const lost = resolved.filter((m) => !stored.has(m));
        console.log(
          `[knex disk full] commits resolved ${resolved.length}, rejected ${errors.length}, rows stored ${stored.size}, resolved but lost ${lost.length}`,
        );
        expect(lost, 'commits that resolved but whose row is not stored').toEqual([]);
        expect(stored.size).toBe(resolved.length);
        expect(errors.length, 'the 200 KB disk must fill up during the run').toBeGreaterThan(0);
        expect(new Set(errors)).toEqual(new Set(['SQLITE_FULL']));
      } finally {
        await knex.destroy();
      }
    },
  );

  it('SQLITE_BUSY at COMMIT: commit() rejects, the connection is clean for the next transaction', async () => {
    const file = path.join(work, 'busy.db');
    const knex = Knex({
      client: 'better-sqlite3',
      connection: { filename: file },
      useNullAsDefault: true,
      pool: {
        afterCreate: (conn: any, done: (err: Error | null, conn: any) => void) => {
          conn.pragma('busy_timeout = 200');
          done(null, conn);
        },
      },
    });
    const reader = new Sqlite(file);
    try {
      await knex.schema.createTable('t', (t: any) => {
        t.increments('id');
        t.string('v');
      });
      // Another connection reading: its shared lock keeps the writer's COMMIT out.
      reader.exec('BEGIN');
      reader.prepare('select * from t').all();
      const trx = await knex.transaction();
      await trx('t').insert({ v: 'refused' });
      const outcome = await within(
        trx.commit().then(
          () => 'resolved',
          (e: any) => e.code,
        ),
        10_000,
        'commit',
      );
      expect(outcome).toBe('SQLITE_BUSY');
      reader.exec('COMMIT');

      const next: any = await within(knex.transaction(), 10_000, 'next transaction');
      await next('t').insert({ v: 'stored' });
      await next.commit();
      const rows = reader.prepare('select v from t order by id').all();
      expect(rows).toEqual([{ v: 'stored' }]);
    } finally {
      reader.close();
      await knex.destroy();
    }
  });

  it('the callback form still commits, and rolls back when the callback throws', async () => {
    const knex = Knex({
      client: 'better-sqlite3',
      connection: { filename: path.join(work, 'cb.db') },
      useNullAsDefault: true,
    });
    try {
      await knex.schema.createTable('t', (t: any) => t.string('v'));
      await knex.transaction(async (trx: any) => trx('t').insert({ v: 'kept' }));
      await expect(
        knex.transaction(async (trx: any) => {
          await trx('t').insert({ v: 'dropped' });
          throw new Error('callback failed');
        }),
      ).rejects.toThrow('callback failed');
      expect(await knex('t').select('v')).toEqual([{ v: 'kept' }]);
    } finally {
      await knex.destroy();
    }
  });
});
