/* eslint-disable @typescript-eslint/no-explicit-any -- the CMS answers untyped JSON */
/**
 * Uploads under faults, against a real CMS of its own (fresh SQLite database, its own folders):
 * full disks (tmpfs mounts: needs root, always unmounted), and the sweeper and signed-link expiry
 * with short lifetimes. Files are whole or absent; a failure is never a 201; nothing is left
 * behind (cms/README.md, "Uploads").
 */
import { TEST_RATE_LIMITS, verificationToken } from '../../scripts/lib/altcha.mjs';
import { execFileSync } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import {
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import qs from 'qs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCms } from '../../scripts/cms.mjs';
import { adminTokens } from '../cms/global-setup';

const sharp = createRequire(path.resolve(import.meta.dirname, '../../cms/package.json'))('sharp');

const root = path.resolve(import.meta.dirname, '../..');
const id = `faults-uploads-${process.pid}-${Date.now()}`;
const base = path.join(root, 'cms', '.tmp', id);
const dirs = {
  public: path.join(base, 'public'),
  private: path.join(base, 'private'),
  incoming: path.join(base, 'incoming'),
};
const uploadsDir = path.join(dirs.public, 'uploads');
const TTL_SECONDS = 20;
const URL_TTL_SECONDS = 4;

let cms: { url: string; stop: () => Promise<void>; logFile: string };
let apiToken = '';
let adminJwt = '';
const run = randomBytes(3).toString('hex');

const listing = (dir: string) => readdirSync(dir).sort();

async function withTmpfs<T>(dir: string, size: string, fn: () => Promise<T>): Promise<T> {
  execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${size}`, 'tmpfs', dir]);
  try {
    return await fn();
  } finally {
    execFileSync('umount', [dir]);
  }
}

const pdf = (size: number, seed: number) => {
  const buf = Buffer.alloc(size, 0x20 + (seed % 90));
  Buffer.from(`%PDF-1.4\n% ${seed}\n`).copy(buf);
  return buf;
};

async function send(
  pathname: string,
  field: string,
  name: string,
  bytes: Buffer,
  type: string,
  headers: Record<string, string> = {},
) {
  const form = new FormData();
  form.append(field, new Blob([new Uint8Array(bytes)], { type }), name);
  const verified = { 'x-verification-token': await verificationToken(cms.url), ...headers };
  const res = await fetch(`${cms.url}${pathname}`, {
    method: 'POST',
    body: form,
    headers: verified,
  });
  const text = await res.text();
  let body: any = text;
  try {
    body = JSON.parse(text);
  } catch {
    /* not JSON */
  }
  return { status: res.status, body };
}
const attach = (name: string, bytes: Buffer, type = 'application/pdf') =>
  send('/api/attachments', 'file', name, bytes, type);
const uploadContent = (name: string, bytes: Buffer, type: string) =>
  send('/api/upload', 'files', name, bytes, type, { authorization: `Bearer ${apiToken}` });

async function rows(nameStartsWith: string): Promise<any[]> {
  const q = qs.stringify({
    filters: { name: { $startsWith: nameStartsWith } },
    page: 1,
    pageSize: 100,
  });
  const res = await fetch(`${cms.url}/upload/files?${q}`, {
    headers: { authorization: `Bearer ${adminJwt}` },
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as any).results;
}
const keyOf = (row: any) => /^\/attachments\/([^?]+)/.exec(row.url)![1];

beforeAll(async () => {
  for (const d of [uploadsDir, dirs.private, dirs.incoming]) mkdirSync(d, { recursive: true });
  cms = await startCms({
    port: 0,
    dbFile: path.join(base, 'data.db'),
    env: {
      ...TEST_RATE_LIMITS,
      CMS_SEED: 'false',
      STRAPI_PUBLIC_DIR: dirs.public,
      PRIVATE_UPLOAD_DIR: dirs.private,
      UPLOAD_TMP_DIR: dirs.incoming,
      ATTACHMENT_TTL_SECONDS: String(TTL_SECONDS),
      ATTACHMENT_URL_TTL_SECONDS: String(URL_TTL_SECONDS),
      UPLOAD_SWEEP_INTERVAL_SECONDS: '2',
    },
    timeoutMs: 600_000,
  });
  ({ apiToken, jwt: adminJwt } = await adminTokens(cms.url));
});

afterAll(async () => {
  await cms?.stop();
  rmSync(base, { recursive: true, force: true });
});

describe('temporary folder full', () => {
  it('a 3,000,000-byte PDF with a 1 MB temporary folder is refused, and nothing is stored or left', async () => {
    const before = listing(dirs.private);
    await withTmpfs(dirs.incoming, '1m', async () => {
      const r = await attach(`tempfull-${run}.pdf`, pdf(3_000_000, 1));
      expect(r.status).toBe(503);
      expect(r.body.error.details.code).toBe('not_stored');
      expect(listing(dirs.incoming)).toEqual([]);
      // with room again, an upload goes through whole
      const ok = await attach(`tempok-${run}.pdf`, pdf(200_000, 2));
      expect(ok.status).toBe(201);
      expect(ok.body.data.size).toBe(200_000);
      expect(listing(dirs.incoming)).toEqual([]);
    });
    expect(await rows(`tempfull-${run}`)).toEqual([]);
    const added = listing(dirs.private).filter((f) => !before.includes(f));
    expect(added).toHaveLength(1);
    expect(readFileSync(path.join(dirs.private, added[0])).equals(pdf(200_000, 2))).toBe(true);
  });
});

describe('private store full', () => {
  it('uploads until the disk is full: every 201 is a whole file, failures leave no file and no row', async () => {
    await withTmpfs(dirs.private, '3m', async () => {
      const outcomes: Array<{ i: number; status: number; code?: string }> = [];
      for (let i = 0; i < 20; i++) {
        const r = await attach(`fill-${run}-${i}.pdf`, pdf(300_000, i));
        outcomes.push({ i, status: r.status, code: r.body?.error?.details?.code });
        if (outcomes.slice(-3).length === 3 && outcomes.slice(-3).every((o) => o.status !== 201))
          break;
      }
      const ok = outcomes.filter((o) => o.status === 201);
      const failed = outcomes.filter((o) => o.status !== 201);
      console.log(
        `[private store full] ${ok.length} stored, ${failed.length} refused: ${failed.map((f) => `${f.status} ${f.code}`).join(', ')}`,
      );
      expect(ok.length).toBeGreaterThanOrEqual(5);
      expect(failed.length).toBeGreaterThanOrEqual(3);
      for (const f of failed) expect([f.status, f.code]).toEqual([503, 'not_stored']);

      const stored = await rows(`fill-${run}-`);
      expect(stored.map((r) => r.name).sort()).toEqual(
        ok.map((o) => `fill-${run}-${o.i}.pdf`).sort(),
      );
      const files = listing(dirs.private);
      expect(files.sort()).toEqual(stored.map(keyOf).sort());
      for (const row of stored) {
        const i = Number(/-(\d+)\.pdf$/.exec(row.name)![1]);
        expect(
          readFileSync(path.join(dirs.private, keyOf(row))).equals(pdf(300_000, i)),
          row.name,
        ).toBe(true);
      }
    });
  }, 300_000);
});

describe('public uploads folder full (content images with their formats)', () => {
  it('every file left is whole and belongs to a stored row; failed uploads leave nothing', async () => {
    const noise = (w: number, h: number, seed: number) => {
      const raw = Buffer.alloc(w * h * 3);
      let x = seed;
      for (let k = 0; k < raw.length; k++) {
        x = (x * 1103515245 + 12345) & 0x7fffffff;
        raw[k] = x >> 23;
      }
      return sharp(raw, { raw: { width: w, height: h, channels: 3 } })
        .png({ compressionLevel: 1 })
        .toBuffer();
    };
    await withTmpfs(uploadsDir, '3m', async () => {
      const outcomes: Array<{ i: number; status: number }> = [];
      for (let i = 0; i < 20; i++) {
        const r = await uploadContent(
          `pubfill-${run}-${i}.png`,
          await noise(800, 600, i + 1),
          'image/png',
        );
        outcomes.push({ i, status: r.status });
        if (outcomes.slice(-3).length === 3 && outcomes.slice(-3).every((o) => o.status !== 201))
          break;
      }
      const ok = outcomes.filter((o) => o.status === 201);
      console.log(
        `[public uploads full] ${ok.length} stored, ${outcomes.length - ok.length} refused (${outcomes.map((o) => o.status).join(' ')})`,
      );
      expect(ok.length).toBeGreaterThanOrEqual(1);
      expect(outcomes.length - ok.length).toBeGreaterThanOrEqual(3);
      for (const o of outcomes) if (o.status !== 201) expect(o.status).toBeGreaterThanOrEqual(500);

      const stored = await rows(`pubfill-${run}-`);
      expect(stored).toHaveLength(ok.length);
      const expected = new Map<string, number | undefined>();
      for (const row of stored) {
        expected.set(path.posix.basename(row.url), undefined);
        for (const f of Object.values<any>(row.formats ?? {}))
          expected.set(path.posix.basename(f.url), f.sizeInBytes);
      }
      const files = listing(uploadsDir);
      expect(files.sort()).toEqual([...expected.keys()].sort());
      for (const name of files) {
        const size = statSync(path.join(uploadsDir, name)).size;
        expect(size, name).toBeGreaterThan(0);
        const want = expected.get(name);
        if (want !== undefined) expect(size, name).toBe(want);
        else
          expect(await sharp(readFileSync(path.join(uploadsDir, name))).metadata()).toMatchObject({
            width: 800,
            height: 600,
          });
      }
    });
  }, 300_000);
});

describe('sweeper and signed links', () => {
  it('deletes unclaimed attachments after their lifetime, orphans and stale temporary files; keeps the rest', async () => {
    const unclaimed = await attach(`unclaimed-${run}.pdf`, pdf(1000, 3));
    const claimed = await attach(`claimed-${run}.pdf`, pdf(1000, 4));
    expect([unclaimed.status, claimed.status]).toEqual([201, 201]);
    const complaint = await fetch(`${cms.url}/api/corruption-and-misconduct-complaint-forms`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'idempotency-key': randomUUID(),
        'x-verification-token': await verificationToken(cms.url),
      },
      body: JSON.stringify({
        data: {
          anonymous: true,
          subject: `sweeper ${run}`,
          details: 'd',
          evidence: [claimed.body.data.token],
          consent_privacy: true,
        },
      }),
    });
    expect(complaint.status).toBe(201);
    const [unclaimedRow] = await rows(`unclaimed-${run}`);
    const [claimedRow] = await rows(`claimed-${run}`);

    const content = await uploadContent(
      `kept-${run}.png`,
      await sharp({ create: { width: 300, height: 200, channels: 3, background: '#39c' } })
        .png()
        .toBuffer(),
      'image/png',
    );
    expect(content.status).toBe(201);
    const keptNames = [
      content.body[0].url,
      ...Object.values<any>(content.body[0].formats).map((f) => f.url),
    ].map((u) => path.posix.basename(u));

    const twoHoursAgo = new Date(Date.now() - 2 * 3600 * 1000);
    const plant = (dir: string, name: string, old = true) => {
      writeFileSync(path.join(dir, name), 'orphan');
      if (old) utimesSync(path.join(dir, name), twoHoursAgo, twoHoursAgo);
    };
    plant(dirs.private, `attachment_${'a'.repeat(32)}.pdf`);
    plant(dirs.private, `.attachment_${'b'.repeat(32)}.pdf.0123456789ab.part`);
    plant(dirs.private, `attachment_${'c'.repeat(32)}.pdf`, false); // recent: kept
    plant(uploadsDir, 'orphan_0123456789.png');
    plant(uploadsDir, '.orphan_x.png.0123456789ab.part');
    plant(dirs.incoming, 'stale-upload-part');
    for (const n of keptNames) utimesSync(path.join(uploadsDir, n), twoHoursAgo, twoHoursAgo);

    const deadline = Date.now() + (TTL_SECONDS + 30) * 1000;
    while ((await rows(`unclaimed-${run}`)).length > 0 && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 1000));
    await new Promise((r) => setTimeout(r, 3000)); // one more sweep for the files
    expect(await rows(`unclaimed-${run}`)).toEqual([]);
    expect(listing(dirs.private)).not.toContain(keyOf(unclaimedRow));
    expect(listing(dirs.private)).toContain(keyOf(claimedRow));
    expect(await rows(`claimed-${run}`)).toHaveLength(1);
    expect(listing(dirs.private)).not.toContain(`attachment_${'a'.repeat(32)}.pdf`);
    expect(listing(dirs.private)).not.toContain(
      `.attachment_${'b'.repeat(32)}.pdf.0123456789ab.part`,
    );
    expect(listing(dirs.private)).toContain(`attachment_${'c'.repeat(32)}.pdf`);
    expect(listing(uploadsDir)).not.toContain('orphan_0123456789.png');
    expect(listing(uploadsDir)).not.toContain('.orphan_x.png.0123456789ab.part');
    for (const n of keptNames) expect(listing(uploadsDir)).toContain(n);
    expect(listing(dirs.incoming)).not.toContain('stale-upload-part');

    // an expired token is refused by the form
    const late = await fetch(`${cms.url}/api/corruption-and-misconduct-complaint-forms`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'idempotency-key': randomUUID(),
        'x-verification-token': await verificationToken(cms.url),
      },
      body: JSON.stringify({
        data: {
          anonymous: true,
          subject: 'late',
          details: 'd',
          evidence: [unclaimed.body.data.token],
          consent_privacy: true,
        },
      }),
    });
    expect(late.status).toBe(400);
    expect(((await late.json()) as any).error.details.errors[0].code).toBe('file_not_found');
  }, 120_000);

  it('a signed link works for staff and expires', async () => {
    const r = await attach(`link-${run}.pdf`, pdf(1000, 5));
    expect(r.status).toBe(201);
    const [row] = await rows(`link-${run}`);
    const signed = row.url;
    expect(signed).toMatch(/\?expires=\d+&signature=/);
    expect((await fetch(`${cms.url}${signed}`)).status).toBe(200);
    await new Promise((res) => setTimeout(res, (URL_TTL_SECONDS + 1.5) * 1000));
    const expired = await fetch(`${cms.url}${signed}`);
    expect(expired.status).toBe(403);
    expect(((await expired.json()) as any).error.details.code).toBe('link_expired');
  });
});
