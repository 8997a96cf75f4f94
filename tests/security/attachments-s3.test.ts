/* eslint-disable @typescript-eslint/no-explicit-any -- the CMS answers untyped JSON */
/**
 * Uploads with UPLOAD_PROVIDER=s3, against a CMS of its own and a local S3-compatible server
 * (s3rver on 127.0.0.1, behind a small proxy that records every request the CMS makes): content
 * images go to the public bucket and are readable there; form attachments go to the private
 * bucket with a private ACL, never to the public one, and are only handed out through the CMS's
 * signed links. s3rver does not enforce ACLs itself, so "private" is checked on the requests the
 * CMS sends (bucket and `x-amz-acl`), which is what a real bucket acts on.
 */
import { verificationToken } from '../../scripts/lib/altcha.mjs';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdirSync, rmSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import path from 'node:path';
// @ts-expect-error s3rver ships no types
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCms } from '../../scripts/cms.mjs';
import { adminTokens } from '../cms/global-setup';

const sharp = createRequire(path.resolve(import.meta.dirname, '../../cms/package.json'))('sharp');

const root = path.resolve(import.meta.dirname, '../..');
const base = path.join(root, 'cms', '.tmp', `s3-${process.pid}-${Date.now()}`);
const PUBLIC_BUCKET = 'ditp-public';
const PRIVATE_BUCKET = 'ditp-private';

type Seen = { method: string; url: string; acl?: string };
const seen: Seen[] = [];
let s3: any;
let proxy: http.Server;
let endpoint = '';
let cms: { url: string; stop: () => Promise<void> };
let apiToken = '';
let adminJwt = '';

const pdf = (n: number) => {
  const b = Buffer.alloc(n, 0x20);
  Buffer.from('%PDF-1.4\n').copy(b);
  return b;
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
  return { status: res.status, body: (await res.json()) as any };
}

beforeAll(async () => {
  mkdirSync(base, { recursive: true });
  s3 = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: path.join(base, 's3'),
    configureBuckets: [{ name: PUBLIC_BUCKET }, { name: PRIVATE_BUCKET }],
    allowMismatchedSignatures: true,
  });
  const { port: s3Port } = await s3.run();
  // records what the CMS asks of S3, then passes it on unchanged
  proxy = http.createServer((req, res) => {
    seen.push({
      method: req.method!,
      url: req.url!,
      acl: req.headers['x-amz-acl'] as string | undefined,
    });
    const up = http.request(
      { host: '127.0.0.1', port: s3Port, method: req.method, path: req.url, headers: req.headers },
      (r) => {
        res.writeHead(r.statusCode!, r.headers);
        r.pipe(res);
      },
    );
    up.on('error', () => res.destroy());
    req.pipe(up);
  });
  await new Promise<void>((r) => proxy.listen(0, '127.0.0.1', r));
  endpoint = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
  cms = await startCms({
    port: 0,
    dbFile: path.join(base, 'data.db'),
    env: {
      CMS_SEED: 'false',
      STRAPI_PUBLIC_DIR: path.join(base, 'public'),
      PRIVATE_UPLOAD_DIR: path.join(base, 'private-unused'),
      UPLOAD_TMP_DIR: path.join(base, 'incoming'),
      UPLOAD_PROVIDER: 's3',
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_BUCKET: PUBLIC_BUCKET,
      S3_PRIVATE_BUCKET: PRIVATE_BUCKET,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
    },
    timeoutMs: 600_000,
  });
  ({ apiToken, jwt: adminJwt } = await adminTokens(cms.url));
});

afterAll(async () => {
  await cms?.stop();
  await new Promise((r) => proxy?.close(r));
  await s3?.close();
  rmSync(base, { recursive: true, force: true });
});

describe('S3 storage (UPLOAD_PROVIDER=s3)', () => {
  it('a content image goes to the public bucket, with its formats, and is readable there', async () => {
    const png = await sharp({
      create: { width: 800, height: 500, channels: 3, background: '#2a7' },
    })
      .png()
      .toBuffer();
    const r = await send('/api/upload', 'files', 'content.png', png, 'image/png', {
      authorization: `Bearer ${apiToken}`,
    });
    expect(r.status, JSON.stringify(r.body).slice(0, 300)).toBe(201);
    const file = r.body[0];
    expect(file.url.startsWith(`${endpoint}/${PUBLIC_BUCKET}/`)).toBe(true);
    expect(Object.keys(file.formats).sort()).toEqual(['medium', 'og', 'small', 'thumbnail']);
    // The link-preview crop is public too: crawlers fetch it without credentials.
    expect(file.formats.og.url.startsWith(`${endpoint}/${PUBLIC_BUCKET}/`)).toBe(true);
    const res = await fetch(file.url);
    expect(res.status).toBe(200);
    // the original as Strapi keeps it (its size optimisation may re-encode it)
    expect(await sharp(Buffer.from(await res.arrayBuffer())).metadata()).toMatchObject({
      format: 'png',
      width: 800,
      height: 500,
    });
    const put = seen.find(
      (s) => s.method === 'PUT' && s.url.includes(path.posix.basename(file.url)),
    );
    expect(put?.acl).toBe('public-read');
  });

  it('an attachment goes to the private bucket with a private ACL; the flow works end to end through signed CMS links', async () => {
    const before = seen.length;
    const content = pdf(40_000);
    const up = await send('/api/attachments', 'file', 'evidence.pdf', content, 'application/pdf');
    expect(up.status, JSON.stringify(up.body)).toBe(201);
    const puts = seen.slice(before).filter((s) => s.method === 'PUT');
    expect(puts).toHaveLength(1);
    expect(puts[0].url).toMatch(new RegExp(`^/${PRIVATE_BUCKET}/attachment_[0-9a-f]{32}\\.pdf`));
    expect(puts[0].acl).toBe('private');
    expect(seen.slice(before).some((s) => s.url.startsWith(`/${PUBLIC_BUCKET}/`))).toBe(false);

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
          subject: `s3 ${randomBytes(3).toString('hex')}`,
          details: 'd',
          evidence: [up.body.data.token],
          consent_privacy: true,
        },
      }),
    });
    expect(complaint.status).toBe(201);
    const { data } = (await complaint.json()) as any;
    const read = await fetch(
      `${cms.url}/api/corruption-and-misconduct-complaint-forms/${data.documentId}?populate=evidence`,
      { headers: { authorization: `Bearer ${apiToken}` } },
    );
    const link: string = ((await read.json()) as any).data.evidence[0].url;
    // what staff get is the CMS's signed link, never an address in the bucket
    expect(link).toMatch(/^\/attachments\/attachment_[0-9a-f]{32}\.pdf\?expires=\d+&signature=/);
    const dl = await fetch(`${cms.url}${link}`);
    expect(dl.status).toBe(200);
    expect(dl.headers.get('content-disposition')).toMatch(/^attachment;/);
    expect(dl.headers.get('cache-control')).toBe('private, no-store');
    expect(Buffer.from(await dl.arrayBuffer()).equals(content)).toBe(true);
    expect(
      (await fetch(`${cms.url}${link.replace(/signature=[^&]+/, 'signature=forged')}`)).status,
    ).toBe(403);

    // the admin's media library sees the same signed link
    const lib = await fetch(`${cms.url}/upload/files?filters[name][$eq]=evidence.pdf`, {
      headers: { authorization: `Bearer ${adminJwt}` },
    });
    const [row] = ((await lib.json()) as any).results;
    expect(row.url).toMatch(/^\/attachments\/attachment_[0-9a-f]{32}\.pdf\?expires=/);
    expect(row.provider_metadata).toMatchObject({ private: true, store: 's3' });
  });
});
