/* eslint-disable @typescript-eslint/no-explicit-any -- the CMS answers untyped JSON */
/**
 * Public file uploads replayed as an attacker would, against the real CMS (cms/README.md,
 * "Uploads"): form attachments go through POST /api/attachments only, can never touch an existing
 * entry, live in a private store served only through signed links, are referenced by forms with
 * one-use tokens, leave no temporary file behind, and cannot make the CMS decode a huge image.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { createDeflate, crc32 } from 'node:zlib';
import qs from 'qs';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { attach, auth, get, listQuery, pdfBytes, post, uploadContent, url } from '../cms/helpers';

const sharp = createRequire(path.resolve(import.meta.dirname, '../../cms/package.json'))('sharp');

const adminJwt = () => inject('cmsAdminJwt');
const admin = () => ({ authorization: `Bearer ${adminJwt()}` });
const codeOf = (r: { body: any }) => r.body?.error?.details?.code;
const run = Math.random().toString(36).slice(2, 8);
const files = (dir: string) =>
  readdirSync(dir).filter((f) => !f.startsWith('.') || f.endsWith('.part'));

/** Every file row, through the full-access API token. */
async function fileRows(): Promise<any[]> {
  const out: any[] = [];
  for (let page = 1; ; page++) {
    const { status, body } = await get(
      `/api/upload/files?${qs.stringify({ pagination: { page, pageSize: 100 }, sort: 'id:asc' })}`,
      auth(),
    );
    expect(status).toBe(200);
    const list = Array.isArray(body) ? body : body.data;
    out.push(...list);
    if (Array.isArray(body) || list.length < 100) return out;
  }
}

/** A file row as the admin's media library sees it (private attributes included). */
async function adminFile(id: number) {
  const res = await fetch(`${url()}/upload/files/${id}`, { headers: admin() });
  expect(res.status).toBe(200);
  return (await res.json()) as any;
}

/** A 12000x12000 RGB PNG of zeros: ~420 KB on disk, 432 MB once decoded. */
async function pngBomb(side = 12000): Promise<Uint8Array<ArrayBuffer>> {
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body) >>> 0);
    return Buffer.concat([len, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(side, 0);
  ihdr.writeUInt32BE(side, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // RGB
  const deflate = createDeflate({ level: 9 });
  const parts: Buffer[] = [];
  deflate.on('data', (d: Buffer) => parts.push(d));
  const ended = new Promise((r) => deflate.on('end', r));
  const row = Buffer.alloc(1 + side * 3);
  for (let y = 0; y < side; y++)
    if (!deflate.write(row)) await new Promise((r) => deflate.once('drain', r));
  deflate.end();
  await ended;
  const png = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', Buffer.concat(parts)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
  return new Uint8Array(png);
}

const rssKb = (pid: number) =>
  Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]);

let jobId = '';
let application: { id: number; documentId: string; cvId: number };
let postWithImage: { id: number; documentId: string; locale: string; imageId: number };

async function applicationCv(documentId: string) {
  const { body } = await get(`/api/apply-for-work-forms/${documentId}?populate=cv`, auth());
  return body.data.cv?.id ?? null;
}
async function postImage(documentId: string, locale: string) {
  const { body } = await get(`/api/posts/${documentId}?locale=${locale}&populate=image`, auth());
  return body.data.image?.id ?? null;
}

beforeAll(async () => {
  const jobs = await get(`/api/apply-for-works?${listQuery('th')}`);
  jobId = jobs.body.data[0].documentId;
  const cv = await attach(`victim-cv-${run}.pdf`, pdfBytes(), 'application/pdf');
  expect(cv.status).toBe(201);
  const created = await post('/api/apply-for-work-forms', {
    data: {
      full_name: 'Victim Applicant',
      email: `victim.${run}@example.com`,
      phone: '0812345678',
      position: jobId,
      cv: cv.body.data.token,
      consent_privacy: true,
    },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const documentId = created.body.data.documentId;
  application = { id: created.body.data.id, documentId, cvId: await applicationCv(documentId) };
  expect(application.cvId).toBeGreaterThan(0);
  const posts = await get(`/api/posts?${listQuery('en', { pageSize: 50 })}`);
  const withImage = posts.body.data.find((p: any) => p.image);
  postWithImage = {
    id: withImage.id,
    documentId: withImage.documentId,
    locale: 'en',
    imageId: withImage.image.id,
  };
});

describe('anonymous uploads can never attach a file to an entry', () => {
  const target = () => ({
    cv: {
      ref: 'api::apply-for-work-form.apply-for-work-form',
      refId: String(application.id),
      field: 'cv',
    },
    image: { ref: 'api::post.post', refId: String(postWithImage.id), field: 'image' },
  });

  it('the public and the authenticated roles have no upload permission', async () => {
    const res = await fetch(`${url()}/users-permissions/roles`, { headers: admin() });
    const { roles } = (await res.json()) as any;
    for (const type of ['public', 'authenticated']) {
      const role = roles.find((r: any) => r.type === type);
      const detail: any = await (
        await fetch(`${url()}/users-permissions/roles/${role.id}`, { headers: admin() })
      ).json();
      const upload = detail.role.permissions['plugin::upload']?.controllers?.['content-api'] ?? {};
      expect(
        Object.entries(upload).filter(([, p]: any) => p.enabled),
        type,
      ).toEqual([]);
    }
  });

  it('ref/refId/field, path, fileInfo and any other field, on /api/upload and /api/attachments: 400, nothing stored, nothing changed', async () => {
    const before = (await fileRows()).length;
    const pdf = pdfBytes();
    const attempts: Array<{
      path: string;
      field: string;
      fields: Record<string, string>;
      label: string;
    }> = [];
    const variants = (
      cv: Record<string, string>,
      image: Record<string, string>,
    ): Record<string, Record<string, string>> => ({
      'ref cv (row 1)': { ...cv, refId: '1' },
      'ref cv (the victim)': cv,
      'ref image': image,
      path: { path: 'evil/prefix' },
      'fileInfo with ref': { fileInfo: JSON.stringify({ name: 'x.pdf', ...cv, folder: 1 }) },
      'fileInfo alone': { fileInfo: JSON.stringify({ name: 'x.pdf' }) },
      other: { data: '{}', x: 'y' },
    });
    for (const p of ['/api/upload', '/api/attachments']) {
      for (const field of ['files', 'file']) {
        const { cv, image } = target();
        for (const [label, fields] of Object.entries(variants(cv, image))) {
          attempts.push({ path: p, field, fields, label: `${p} ${field} ${label}` });
        }
      }
    }
    for (const a of attempts) {
      const r = await attach('injected.pdf', pdf, 'application/pdf', {
        path: a.path,
        field: a.field,
        fields: a.fields,
      });
      expect([r.status, codeOf(r)], a.label).toEqual([400, 'unexpected_field']);
    }
    // in the query string
    const q = qs.stringify(target().cv);
    for (const p of ['/api/upload', '/api/attachments']) {
      const r = await attach('injected.pdf', pdf, 'application/pdf', { path: `${p}?${q}` });
      expect([r.status, codeOf(r)], `${p}?${q}`).toEqual([400, 'unexpected_field']);
    }
    // a file in a field after the first file, or a second file
    const form = new FormData();
    form.append('file', new Blob([pdf], { type: 'application/pdf' }), 'a.pdf');
    form.append('ref', 'api::post.post');
    const late = await fetch(`${url()}/api/attachments`, { method: 'POST', body: form });
    expect(late.status).toBe(400);
    // Strapi's route with a credential it does not accept
    const bogus = await attach('injected.pdf', pdf, 'application/pdf', {
      path: '/api/upload',
      field: 'files',
      fields: target().cv,
      headers: { authorization: 'Bearer not-a-token' },
    });
    expect(bogus.status).toBe(401);

    expect((await fileRows()).length).toBe(before);
    expect(await applicationCv(application.documentId)).toBe(application.cvId);
    expect(await postImage(postWithImage.documentId, postWithImage.locale)).toBe(
      postWithImage.imageId,
    );
  }, 120_000);

  it('an anonymous POST /api/upload is the attachment route: a token, a private file, no relation', async () => {
    const r = await attach(`alias-${run}.pdf`, pdfBytes(), 'application/pdf', {
      path: '/api/upload',
      field: 'files',
    });
    expect(r.status).toBe(201);
    expect(Object.keys(r.body.data).sort()).toEqual(['mime', 'name', 'size', 'token']);
    const row = (await fileRows()).find((f) => f.name === `alias-${run}.pdf`);
    expect(row.url).toMatch(/^\/attachments\//);
    const full = await adminFile(row.id);
    expect(full.related ?? []).toEqual([]);
  });

  it('with an API token, POST /api/upload stays Strapi’s route (content files, public url, formats)', async () => {
    const png = await sharp({
      create: { width: 600, height: 400, channels: 3, background: '#0a6' },
    })
      .png()
      .toBuffer();
    const r = await uploadContent(`content-${run}.png`, new Uint8Array(png), 'image/png');
    expect(r.status, JSON.stringify(r.body).slice(0, 300)).toBe(201);
    expect(r.body[0].url).toMatch(/^\/uploads\/[^/]+\.png$/);
    expect(Object.keys(r.body[0].formats).sort()).toEqual(['og', 'small', 'thumbnail']);
    expect((await fetch(`${url()}${r.body[0].url}`)).status).toBe(200);
  });
});

describe('the private store', () => {
  let key = '';
  let signed = '';
  let token = '';
  const content = pdfBytes(3000);

  beforeAll(async () => {
    const r = await attach(`private-${run}.pdf`, content, 'application/pdf');
    expect(r.status).toBe(201);
    token = r.body.data.token;
    const row = (await fileRows()).find((f) => f.name === `private-${run}.pdf`);
    signed = (await adminFile(row.id)).url;
    key = /^\/attachments\/([^?]+)\?/.exec(signed)![1];
  });

  it('keeps the file in PRIVATE_UPLOAD_DIR, whole, and nowhere under the public folder', () => {
    expect(files(inject('cmsPrivateDir'))).toContain(key);
    expect(
      Buffer.compare(readFileSync(path.join(inject('cmsPrivateDir'), key)), Buffer.from(content)),
    ).toBe(0);
    expect(files(path.join(inject('cmsPublicDir'), 'uploads'))).not.toContain(key);
    expect(key).toMatch(/^attachment_[0-9a-f]{32}\.pdf$/);
  });

  it('is not reachable under /uploads, without a signature, with a forged or moved one', async () => {
    const status = async (p: string) => (await fetch(`${url()}${p}`)).status;
    expect(await status(`/uploads/${key}`)).toBe(404);
    expect(await status(`/uploads/private-${run}.pdf`)).toBe(404);
    expect(await status(`/attachments/${key}`)).toBe(403);
    const u = new URL(signed, url());
    const sig = u.searchParams.get('signature')!;
    const forged = sig.slice(0, -2) + (sig.endsWith('AA') ? 'BB' : 'AA');
    expect(
      await status(
        `/attachments/${key}?expires=${u.searchParams.get('expires')}&signature=${forged}`,
      ),
    ).toBe(403);
    expect(
      await status(
        `/attachments/${key}?expires=${Number(u.searchParams.get('expires')) + 3600}&signature=${sig}`,
      ),
    ).toBe(403);
    // the signature of one file does not open another
    const other = await attach('other.pdf', pdfBytes(), 'application/pdf');
    expect(other.status).toBe(201);
    const otherRow = (await fileRows()).filter((f) => f.name === 'other.pdf').pop();
    const otherKey = /^\/attachments\/([^?]+)/.exec(otherRow.url)![1];
    expect(await status(`/attachments/${otherKey}${u.search}`)).toBe(403);
    expect(await status(`/attachments/${'attachment_' + '0'.repeat(32)}.pdf${u.search}`)).toBe(403);
  });

  it('opens for staff through the signed link as a private download', async () => {
    const res = await fetch(`${url()}${signed}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(/^attachment;/);
    expect(res.headers.get('content-disposition')).toContain(`private-${run}.pdf`);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-type')).toMatch(/^application\/pdf/);
    expect(Buffer.compare(Buffer.from(await res.arrayBuffer()), Buffer.from(content))).toBe(0);
    const u = new URL(signed, url());
    const expires = Number(u.searchParams.get('expires'));
    const now = Math.floor(Date.now() / 1000);
    expect(expires - now).toBeGreaterThan(60);
    expect(expires - now).toBeLessThanOrEqual(900);
  });

  it('signs the links in form entries read by staff (API token)', async () => {
    const created = await post('/api/corruption-and-misconduct-complaint-forms', {
      data: {
        anonymous: true,
        subject: `private store ${run}`,
        details: 'd',
        evidence: [token],
        consent_privacy: true,
      },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const { body } = await get(
      `/api/corruption-and-misconduct-complaint-forms/${created.body.data.documentId}?populate=evidence`,
      auth(),
    );
    const link = body.data.evidence[0].url;
    expect(link).toMatch(
      /^\/attachments\/attachment_[0-9a-f]{32}\.pdf\?expires=\d+&signature=[A-Za-z0-9_-]+$/,
    );
    expect((await fetch(`${url()}${link}`)).status).toBe(200);
  });

  it('public content images keep working under /uploads', async () => {
    const { body } = await get(`/api/posts/${postWithImage.documentId}?locale=en&populate=image`);
    expect(body.data.image.url).toMatch(/^\/uploads\/[^?]+$/);
    const res = await fetch(`${url()}${body.data.image.url}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
  });
});

describe('attachment tokens', () => {
  it('are 256-bit base64url tokens; the database keeps only their SHA-256', async () => {
    const r = await attach(`token-${run}.pdf`, pdfBytes(), 'application/pdf');
    const { token } = r.body.data;
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    const row = (await fileRows()).find((f) => f.name === `token-${run}.pdf`);
    const full = await adminFile(row.id);
    expect(full.attachment_token_hash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(full)).not.toContain(token);
    // the public never sees these attributes, even where it may read files of content
    const { body } = await get(`/api/posts/${postWithImage.documentId}?locale=en&populate=image`);
    expect(body.data.image).not.toHaveProperty('attachment_token_hash');
  });

  it('seed images and other visitors’ files cannot be referenced by id or documentId, and no message names a file', async () => {
    const rows = await fileRows();
    const seed = rows.find((f) => /^ditp-seed-/.test(f.name));
    const base = { anonymous: true, subject: `ids ${run}`, details: 'd', consent_privacy: true };
    for (const ref of [
      seed.id,
      String(seed.id),
      seed.documentId,
      { id: seed.id },
      { documentId: seed.documentId },
      application.cvId,
    ]) {
      const r = await post('/api/corruption-and-misconduct-complaint-forms', {
        data: { ...base, evidence: [ref] },
      });
      expect(r.status).toBe(400);
      expect(r.body.error.details.errors.map((e: any) => e.code)).toEqual(['file_not_found']);
      expect(JSON.stringify(r.body)).not.toMatch(/ditp-seed|victim-cv|\.png|\.pdf/);
    }
  });

  it('one token, two simultaneous applications: exactly one is stored', async () => {
    const cv = await attach(`race-${run}.pdf`, pdfBytes(), 'application/pdf');
    const answers = await Promise.all(
      [0, 1, 2, 3].map((i) =>
        post('/api/apply-for-work-forms', {
          data: {
            full_name: `Race ${i}`,
            email: `race${i}.${run}@example.com`,
            phone: '0812345678',
            position: jobId,
            cv: cv.body.data.token,
            consent_privacy: true,
          },
        }),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([201, 400, 400, 400]);
    for (const a of answers.filter((x) => x.status === 400))
      expect(a.body.error.details.errors[0].code).toBe('file_not_found');
    const stored = await get(
      `/api/apply-for-work-forms?${qs.stringify({ filters: { email: { $endsWith: `.${run}@example.com`, $startsWith: 'race' } } })}`,
      auth(),
    );
    expect(stored.body.data).toHaveLength(1);
  });
});

describe('temporary files', () => {
  it('multipart posts with odd field names to routes that refuse them leave no file behind', async () => {
    const dir = inject('cmsTmpDir');
    const blob = () => new Blob([pdfBytes(50_000)], { type: 'application/pdf' });
    const routes = [
      '/api/inquiries',
      '/api/posts',
      '/api/search/posts?q=x&locale=en',
      '/api/nonexistent',
      '/api/attachments',
      '/api/upload',
      '/api/subscribe-to-news',
      '/admin/login',
      '/upload',
    ];
    for (const route of routes) {
      for (const names of [['x'], ['weird name[0]', '💥'], ['files', 'file', 'data']]) {
        const form = new FormData();
        for (const n of names) form.append(n, blob(), `${n}.pdf`);
        form.append('note', 'text');
        const res = await fetch(`${url()}${route}`, { method: 'POST', body: form });
        await res.arrayBuffer();
        expect(res.status, `${route} ${names}`).toBeGreaterThanOrEqual(400);
        expect(files(dir), `${route} ${names}`).toEqual([]);
      }
    }
  }, 120_000);

  it('refused and accepted attachments leave no temporary file either', async () => {
    const dir = inject('cmsTmpDir');
    const cases: Array<[string, Uint8Array<ArrayBuffer>, string, number]> = [
      ['ok.pdf', pdfBytes(), 'file', 201],
      ['bad.pdf', new TextEncoder().encode('not a pdf at all'), 'file', 400],
      ['big.pdf', pdfBytes(20_000_001), 'file', 413],
      ['a<b>.pdf', pdfBytes(), 'files', 201],
      ['x.pdf', pdfBytes(), 'evidence', 400],
    ];
    for (const [name, bytes, field, status] of cases) {
      const r = await attach(name, bytes, 'application/pdf', { field });
      expect(r.status, name).toBe(status);
      expect(files(dir), name).toEqual([]);
    }
  }, 120_000);
});

describe('images cannot exhaust the CMS', () => {
  it('a 12000x12000 PNG is refused from its header, fast, without a jump in memory', async () => {
    const bomb = await pngBomb();
    expect(bomb.length).toBeLessThan(600_000);
    const pid = inject('cmsPid');
    const before = rssKb(pid);
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, rssKb(pid))), 20);
    try {
      const started = performance.now();
      const r = await attach('bomb.png', bomb, 'image/png');
      const ms = performance.now() - started;
      expect([r.status, codeOf(r)]).toEqual([400, 'image_too_large']);
      // The memory bound below is what tells a decode (432 MB); the time bound catches a refusal
      // that reads or waits on more than the header. Measured 0.9 to 1.5 s on the 2-core
      // machine with the suite's other files running (a fresh-clone CI went 48 ms over a 1.5 s
      // bound): 3 s keeps it meaningful without failing on load.
      expect(ms).toBeLessThan(3000);
      // the content route (API token) refuses it the same way
      const c = await uploadContent('bomb.png', bomb, 'image/png');
      expect(c.status).toBe(400);
      expect(JSON.stringify(c.body)).toMatch(/image_too_large|too many pixels/);
      console.log(
        `[bomb] refused in ${ms.toFixed(0)} ms; CMS RSS ${Math.round(before / 1024)} MB -> peak ${Math.round(peak / 1024)} MB`,
      );
    } finally {
      clearInterval(sampler);
    }
    expect(peak - before).toBeLessThan(100 * 1024);
  });

  it('an image attachment gets no responsive formats and is never decoded into new files', async () => {
    const png = await sharp({
      create: { width: 1600, height: 1200, channels: 3, background: '#c33' },
    })
      .png()
      .toBuffer();
    const r = await attach(`photo-${run}.png`, new Uint8Array(png), 'image/png');
    expect(r.status).toBe(201);
    const row = (await fileRows()).find((f) => f.name === `photo-${run}.png`);
    expect([row.formats ?? null, row.width ?? null, row.url]).toEqual([
      null,
      null,
      expect.stringMatching(/^\/attachments\//),
    ]);
    const key = /^\/attachments\/([^?]+)/.exec(row.url)![1];
    expect(
      files(inject('cmsPrivateDir')).filter((f) => f.includes(key.replace(/\.png$/, ''))),
    ).toEqual([key]);
  });
});

describe('uploads with an API token on a fresh database', () => {
  it('Strapi’s "API Uploads" folder exists from the start, so simultaneous first uploads all succeed', async () => {
    const res = await fetch(`${url()}/upload/folders`, { headers: admin() });
    const { data } = (await res.json()) as any;
    expect(data.map((f: any) => f.name)).toEqual(
      expect.arrayContaining(['API Uploads', 'Form attachments']),
    );
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        uploadContent(`parallel-${run}-${i}.pdf`, pdfBytes(), 'application/pdf'),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(201));
  });
});
