/**
 * The first uploads on a database that has never had one: Strapi's upload plugin makes its
 * "API Uploads" folder on the first upload through the content API, and ten parallel first uploads
 * all tried to make it (9 of 10 answered 500 on `upload_folders.path`). The CMS makes the folder in
 * bootstrap now. Here a seeded database without that folder (as every database seeded before this
 * change, and as the seed leaves it) takes ten parallel uploads through an API token: all 201.
 */
import { rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { apiToken, copySeeded, Sqlite, startCms, stopAll, tmpRoot } from './support/cms';

const work = path.join(tmpRoot, `uploads-${process.pid}`);

afterAll(async () => {
  await stopAll();
  rmSync(work, { recursive: true, force: true });
});

const pdf = (i: number) => {
  const buf = Buffer.alloc(4000, 0x20);
  Buffer.from(`%PDF-1.4\n% first upload ${i}\n`).copy(buf);
  Buffer.from('\n%%EOF\n').copy(buf, buf.length - 7);
  return buf;
};

describe('first uploads on a fresh database', () => {
  it('10 parallel uploads all succeed', async () => {
    const seeded = await copySeeded(path.join(work, 'db'));
    const db = new Sqlite(seeded.db);
    db.exec(
      `delete from upload_folders; delete from strapi_core_store_settings where key = 'plugin_upload_api-folder';`,
    );
    db.close();
    const cms = await startCms({ dbFile: seeded.db, env: { STRAPI_PUBLIC_DIR: seeded.pub } });
    const token = await apiToken(cms.url);
    const answers = await Promise.all(
      Array.from({ length: 10 }, async (_, i) => {
        const form = new FormData();
        form.append('files', new Blob([pdf(i)], { type: 'application/pdf' }), `first-${i}.pdf`);
        const res = await fetch(`${cms.url}/api/upload`, {
          method: 'POST',
          body: form,
          headers: { authorization: `Bearer ${token}` },
        });
        return { status: res.status, body: await res.text() };
      }),
    );
    const statuses = answers.map((a) => a.status);
    console.log(`[first uploads] statuses ${JSON.stringify(statuses)}`);
    expect(statuses, answers.find((a) => a.status !== 201)?.body.slice(0, 300)).toEqual(
      Array(10).fill(201),
    );
    await cms.stop();
    const check = new Sqlite(seeded.db, { readonly: true });
    try {
      expect(
        check.prepare(`select count(*) as n from upload_folders where path = '/1'`).get(),
      ).toEqual({ n: 1 });
      expect(
        check.prepare(`select count(*) as n from files where name like 'first-%'`).get(),
      ).toEqual({ n: 10 });
    } finally {
      check.close();
    }
  });
});
