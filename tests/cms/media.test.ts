/* eslint-disable @typescript-eslint/no-explicit-any -- the CMS answers untyped JSON */
/**
 * Responsive image formats are WebP (cms/src/extensions/upload/webp-formats.ts): the thumbnail and
 * the small/medium/large formats of JPEG, PNG and WebP uploads, with the right ext, mime, url,
 * size, width and height; the original keeps its format; GIF and SVG keep Strapi's behaviour.
 * Each raster upload large enough also gets `og`, its link-preview crop: a 1.91:1 JPEG of up to
 * 1200 x 630 (cms/src/model/images.ts), never enlarged.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it, beforeAll, inject } from 'vitest';
import { OG_IMAGE_SIZE, ogCropSize } from '../../cms/src/model/images';
import { get, uploadContent, url } from './helpers';

// sharp is a dependency of the CMS, not of the root project.
const sharp = createRequire(path.resolve(import.meta.dirname, '../../cms/package.json'))('sharp');

// Strapi's format boxes (thumbnail 245x156, breakpoints 1000/750/500, "fit inside", never upscaled).
const BOXES: Record<string, [number, number]> = {
  thumbnail: [245, 156],
  large: [1000, 1000],
  medium: [750, 750],
  small: [500, 500],
};
const fitInside = (w: number, h: number, [bw, bh]: [number, number]) => {
  const scale = Math.min(bw / w, bh / h);
  return [Math.round(w * scale), Math.round(h * scale)];
};
const expectedKeys = (w: number, h: number) =>
  Object.keys(BOXES)
    .filter((k) => BOXES[k][0] < w || BOXES[k][1] < h)
    .sort();

/**
 * Upper bound for the seed illustrations' 500 px `small` format. As PNG (before the change) they
 * weighed 75-130 KB; as WebP at quality 78 they measure about 1-2 KB (smooth gradients). 20 KB is
 * ten times that margin and still under a third of the smallest PNG, so a PNG format, a lossless
 * WebP or a much higher quality setting fails here.
 */
const SMALL_MAX_BYTES = 20_000;

async function fetchBytes(p: string) {
  const res = await fetch(`${url()}${p}`);
  expect(res.status, p).toBe(200);
  return {
    type: res.headers.get('content-type') ?? '',
    bytes: Buffer.from(await res.arrayBuffer()),
  };
}

const isWebp = (b: Buffer) =>
  b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP';
const isPng = (b: Buffer) =>
  b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));

/** Checks one WebP format entry against the served file; returns the served bytes. */
async function expectWebpFormat(key: string, f: any, original: { width: number; height: number }) {
  expect(f.ext, key).toBe('.webp');
  expect(f.mime, key).toBe('image/webp');
  expect(f.url, key).toMatch(new RegExp(`^/uploads/${key}_[^/]+\\.webp$`));
  expect(f.name, key).toMatch(/\.webp$/);
  const [w, h] = fitInside(original.width, original.height, BOXES[key]);
  expect([f.width, f.height], key).toEqual([w, h]);
  const { type, bytes } = await fetchBytes(f.url);
  expect(isWebp(bytes), `${key}: ${bytes.subarray(0, 12).toString('latin1')}`).toBe(true);
  expect(type, key).toMatch(/^image\/webp/);
  expect(f.sizeInBytes ?? bytes.length, key).toBe(bytes.length);
  expect(f.size, key).toBeCloseTo(bytes.length / 1000, 1); // Strapi stores kB with 2 decimals
  const meta = await sharp(bytes).metadata();
  expect([meta.format, meta.width, meta.height], key).toEqual(['webp', w, h]);
  return bytes;
}

/** Checks the `og` entry: a JPEG of the expected crop size, served as stored. */
async function expectOgFormat(f: any, size: [number, number]) {
  expect([f.ext, f.mime]).toEqual(['.jpg', 'image/jpeg']);
  expect(f.url).toMatch(/^\/uploads\/og_[^/]+\.jpg$/);
  expect([f.width, f.height]).toEqual(size);
  const { type, bytes } = await fetchBytes(f.url);
  expect([...bytes.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
  expect(type).toMatch(/^image\/jpeg/);
  expect(f.sizeInBytes ?? bytes.length).toBe(bytes.length);
  const meta = await sharp(bytes).metadata();
  expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', ...size]);
  // Under every platform's limit (Facebook 8 MB, X 5 MB), and small enough to fetch at once.
  expect(bytes.length).toBeLessThan(300_000);
}

/** Every format but the preview crop. */
const resized = (formats: Record<string, any>) =>
  Object.entries<any>(formats).filter(([key]) => key !== 'og');

describe('the link-preview crop size', () => {
  it('is 1200 x 630 from a large image, the largest 1.91:1 box of a smaller one, none under 600 px', () => {
    expect(ogCropSize(4000, 3000)).toEqual(OG_IMAGE_SIZE);
    expect(ogCropSize(1200, 800)).toEqual({ width: 1200, height: 630 });
    expect(ogCropSize(800, 450)).toEqual({ width: 800, height: 420 });
    expect(ogCropSize(3000, 700)).toEqual({ width: 1200, height: 630 });
    expect(ogCropSize(1000, 400)).toEqual({ width: 761, height: 400 });
    expect(ogCropSize(599, 2000)).toBeNull();
    expect(ogCropSize(2000, 300)).toBeNull();
    expect(ogCropSize(null, 800)).toBeNull();
  });
});

describe('seeded images: responsive formats are WebP, the original stays PNG', () => {
  let images: any[] = [];
  beforeAll(async () => {
    const { status, body } = await get(
      '/api/posts?populate=image&locale=en&pagination[pageSize]=100',
    );
    expect(status).toBe(200);
    const byId = new Map<number, any>();
    for (const p of body.data) if (p.image) byId.set(p.image.id, p.image);
    images = [...byId.values()];
  });

  it('finds the seed illustrations', () => {
    expect(images.length).toBeGreaterThanOrEqual(4);
    for (const img of images) expect(img.name).toMatch(/^ditp-seed-\d+\.png$/);
  });

  it('keeps each original as the uploaded PNG', async () => {
    for (const img of images) {
      expect([img.ext, img.mime, img.width, img.height]).toEqual(['.png', 'image/png', 800, 450]);
      expect(img.url).toMatch(/^\/uploads\/[^/]+\.png$/);
      const { bytes } = await fetchBytes(img.url);
      expect(isPng(bytes)).toBe(true);
      const meta = await sharp(bytes).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['png', 800, 450]);
    }
  });

  it('stores every format as WebP with the right ext, mime, url, size, width and height', async () => {
    for (const img of images) {
      // 800x450: thumbnail, small and medium; no large (Strapi never upscales); the 800x420 crop
      expect(
        resized(img.formats)
          .map(([k]) => k)
          .sort(),
        img.name,
      ).toEqual(expectedKeys(800, 450));
      expect(Object.keys(img.formats).sort()).toEqual(['medium', 'og', 'small', 'thumbnail']);
      for (const [key, f] of resized(img.formats)) await expectWebpFormat(key, f, img);
      await expectOgFormat(img.formats.og, [800, 420]);
    }
  });

  it('makes each format smaller than the same resize as PNG, and `small` under 20 KB', async () => {
    const { bytes: original } = await fetchBytes(images[0].url);
    for (const img of images) {
      const src = img === images[0] ? original : (await fetchBytes(img.url)).bytes;
      for (const [key, f] of resized(img.formats)) {
        const asPng = await sharp(src)
          .resize({ width: BOXES[key][0], height: BOXES[key][1], fit: 'inside' })
          .png()
          .toBuffer();
        expect(f.sizeInBytes ?? f.size * 1000, `${img.name} ${key}`).toBeLessThan(asPng.length / 4);
      }
      expect(img.formats.small.sizeInBytes ?? img.formats.small.size * 1000, img.name).toBeLessThan(
        SMALL_MAX_BYTES,
      );
    }
  });
});

describe('uploaded images', () => {
  /** A photo-like test image: a gradient with some noise, so that encoders have work to do. */
  const photo = (width: number, height: number) => {
    const raw = Buffer.alloc(width * height * 3);
    let seed = 42;
    for (let y = 0; y < height; y++)
      for (let x = 0; x < width; x++) {
        seed = (seed * 1103515245 + 12345) & 0x7fffffff;
        const n = (seed >> 16) % 24;
        const i = (y * width + x) * 3;
        raw[i] = (x * 255) / width + n;
        raw[i + 1] = (y * 255) / height + n;
        raw[i + 2] = 128 + n;
      }
    return sharp(raw, { raw: { width, height, channels: 3 } });
  };
  const bytesOf = async (s: any) => new Uint8Array(await s.toBuffer());

  it('a JPEG upload keeps its JPEG original and gets WebP thumbnail, small, medium and large', async () => {
    const r = await uploadContent(
      'photo.jpg',
      await bytesOf(photo(1200, 800).jpeg({ quality: 85 })),
      'image/jpeg',
    );
    expect(r.status, JSON.stringify(r.body).slice(0, 300)).toBe(201);
    const file = r.body[0];
    expect([file.ext, file.mime, file.width, file.height]).toEqual([
      '.jpg',
      'image/jpeg',
      1200,
      800,
    ]);
    const { bytes } = await fetchBytes(file.url);
    expect([...bytes.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
    expect(Object.keys(file.formats).sort()).toEqual([
      'large',
      'medium',
      'og',
      'small',
      'thumbnail',
    ]);
    for (const [key, f] of resized(file.formats)) await expectWebpFormat(key, f, file);
    await expectOgFormat(file.formats.og, [1200, 630]);
  });

  it('a WebP upload gets WebP formats too', async () => {
    const r = await uploadContent(
      'photo.webp',
      await bytesOf(photo(600, 400).webp({ quality: 90 })),
      'image/webp',
    );
    expect(r.status, JSON.stringify(r.body).slice(0, 300)).toBe(201);
    const file = r.body[0];
    expect([file.ext, file.mime]).toEqual(['.webp', 'image/webp']);
    expect(Object.keys(file.formats).sort()).toEqual(['og', 'small', 'thumbnail']);
    for (const [key, f] of resized(file.formats)) await expectWebpFormat(key, f, file);
    await expectOgFormat(file.formats.og, [600, 315]);
  });

  it('a GIF upload keeps Strapi’s GIF formats (not converted)', async () => {
    const r = await uploadContent('anim.gif', await bytesOf(photo(600, 300).gif()), 'image/gif');
    expect(r.status, JSON.stringify(r.body).slice(0, 300)).toBe(201);
    const file = r.body[0];
    expect([file.ext, file.mime, file.width, file.height]).toEqual(['.gif', 'image/gif', 600, 300]);
    expect(Object.keys(file.formats).sort()).toEqual(['small', 'thumbnail']);
    for (const [key, f] of Object.entries<any>(file.formats)) {
      expect([f.ext, f.mime], key).toEqual(['.gif', 'image/gif']);
      expect(f.url, key).toMatch(new RegExp(`^/uploads/${key}_[^/]+\\.gif$`));
      expect([f.width, f.height], key).toEqual(fitInside(600, 300, BOXES[key]));
      const { bytes } = await fetchBytes(f.url);
      expect(bytes.subarray(0, 4).toString('latin1'), key).toBe('GIF8');
    }
  });

  it('an SVG (media library only: the public route refuses it) gets no formats, as in Strapi', async () => {
    const form = new FormData();
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" width="800" height="450"><rect width="800" height="450" fill="#06c"/></svg>';
    form.append('files', new Blob([svg], { type: 'image/svg+xml' }), 'logo.svg');
    const res = await fetch(`${url()}/upload`, {
      method: 'POST',
      body: form,
      headers: { authorization: `Bearer ${inject('cmsAdminJwt')}` },
    });
    const body: any = await res.json();
    expect(res.status, JSON.stringify(body).slice(0, 300)).toBe(201);
    const file = body[0];
    expect([file.ext, file.mime]).toEqual(['.svg', 'image/svg+xml']);
    expect(file.formats ?? {}).toEqual({});
    const { bytes } = await fetchBytes(file.url);
    expect(bytes.toString('utf8')).toContain('<svg');
  });
});
