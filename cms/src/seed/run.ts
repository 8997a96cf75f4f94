import { mkdtemp, writeFile, rm } from 'fs/promises';
import { tmpdir } from 'os';
import { join } from 'path';
import type { Core } from '@strapi/strapi';
import type { Locale } from '../bootstrap/locales';
import { makePng } from './png';
import * as D from './data';

const ORDER: Locale[] = ['th', 'en', 'zh', 'ja', 'nl'];
const SEED_VERSION = 1;
const DAY = 86_400_000;

type Refs = Record<string, Record<string, string>>;
type Ctx = { strapi: Core.Strapi; refs: Refs; images: number[]; imageCursor: number; now: number; count: number };

const PALETTE: Array<[[number, number, number], [number, number, number]]> = [
  [[227, 100, 20], [120, 30, 20]],
  [[20, 70, 140], [0, 150, 160]],
  [[30, 120, 70], [200, 170, 40]],
  [[150, 30, 60], [240, 150, 90]],
  [[60, 60, 70], [190, 190, 200]],
  [[0, 110, 180], [230, 90, 40]],
  [[110, 60, 140], [240, 200, 120]],
  [[200, 40, 40], [250, 200, 60]],
];

/** Generates the seed images locally and uploads them through the upload service (formats included). */
async function uploadImages(strapi: Core.Strapi): Promise<number[]> {
  const dir = await mkdtemp(join(tmpdir(), 'ditp-seed-'));
  const upload = strapi.plugin('upload').service('upload');
  const ids: number[] = [];
  try {
    for (const [i, [from, to]] of PALETTE.entries()) {
      const buf = makePng(800, 450, from, to, i + 1);
      const filepath = join(dir, `ditp-seed-${i + 1}.png`);
      await writeFile(filepath, buf);
      const [file] = await upload.upload({
        data: { fileInfo: { name: `ditp-seed-${i + 1}.png`, alternativeText: `Illustration ${i + 1}: abstract trade route pattern`, caption: 'DITP sample illustration' } },
        files: { filepath, originalFilename: `ditp-seed-${i + 1}.png`, mimetype: 'image/png', size: buf.length },
      });
      ids.push(file.id);
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
  return ids;
}

const dateOf = (ctx: Ctx, d: D.SeedEntry['date'], index: number) => {
  if (d === null) return null;
  if (d === 'future') return new Date(ctx.now + 5 * 365 * DAY).toISOString();
  const days = d ?? index;
  // Minutes apart so the order is stable even for equal day counts.
  return new Date(ctx.now - days * DAY - index * 60_000).toISOString();
};

function relationData(ctx: Ctx, uid: string, rel: D.SeedEntry['rel']) {
  const out: Record<string, unknown> = {};
  if (!rel) return out;
  const attrs = ctx.strapi.contentType(uid as any).attributes as Record<string, any>;
  for (const [name, keys] of Object.entries(rel)) {
    const target: string = attrs[name]?.target;
    if (!target) throw new Error(`seed: ${uid} has no relation ${name}`);
    const lookup = (k: string) => {
      const id = ctx.refs[target]?.[k];
      if (!id) throw new Error(`seed: ${uid}.${name} -> unknown ${target} "${k}"`);
      return id;
    };
    out[name] = Array.isArray(keys) ? keys.map(lookup) : lookup(keys);
  }
  return out;
}

async function seedCollection(ctx: Ctx, uid: string, entries: D.SeedEntry[]) {
  const docs = ctx.strapi.documents(uid as any);
  const hasImage = 'image' in (ctx.strapi.contentType(uid as any).attributes as object);
  ctx.refs[uid] = ctx.refs[uid] || {};
  for (const [index, e] of entries.entries()) {
    const locales = ORDER.filter((l) => e.title[l]);
    let image: number | null = null;
    if (hasImage && e.image !== null) {
      image = e.image !== undefined ? ctx.images[e.image % ctx.images.length] : ctx.images[ctx.imageCursor++ % ctx.images.length];
    }
    const rel = relationData(ctx, uid, e.rel);
    let documentId: string | undefined;
    for (const locale of locales) {
      const title = e.title[locale]!;
      const data: Record<string, unknown> = {
        title,
        content_html: e.html?.[locale] ?? `<p>${title}</p>`,
        publish_date: dateOf(ctx, e.date, index),
        ...(hasImage ? { image } : {}),
        ...(e.shared ?? {}),
        ...(e.local?.[locale] ?? {}),
        ...rel,
      };
      const status = e.draftOnly ? undefined : ('published' as const);
      if (!documentId) {
        const doc = await docs.create({ locale, data: data as any, ...(status ? { status } : {}) });
        documentId = doc.documentId;
      } else {
        await docs.update({ documentId, locale, data: data as any, ...(status ? { status } : {}) });
      }
      ctx.count++;
    }
    ctx.refs[uid][e.key] = documentId!;
  }
}

async function seedSingles(ctx: Ctx) {
  for (const [i, s] of D.singles.entries()) {
    const uid = `api::${s.uid}.${s.uid}`;
    const docs = ctx.strapi.documents(uid as any);
    let documentId: string | undefined;
    for (const locale of ORDER) {
      const data: Record<string, unknown> = {
        title: s.title[locale],
        content_html: `<p>${s.intro[locale]}</p>`,
        publish_date: null,
        image: ctx.images[i % ctx.images.length],
        ...(s.extra?.[locale] ?? {}),
        sections: (s.sections ?? []).map((sec) => ({ anchor: sec.anchor, heading: sec.heading[locale], content_html: `<p>${sec.body[locale]}</p>` })),
      };
      if (s.uid === 'faq') data.faqs = D.faqItems.map((f) => ({ question: f.q[locale], answer_html: `<p>${f.a[locale]}</p>` }));
      if (!documentId) documentId = (await docs.create({ locale, data: data as any, status: 'published' })).documentId;
      else await docs.update({ documentId, locale, data: data as any, status: 'published' });
      ctx.count++;
    }
  }
}

/**
 * Seeds the sample content once (idempotent): skipped when the seed marker is set or posts exist.
 * Runs inside one transaction so a failed seed leaves nothing half-written.
 */
export async function seed(strapi: Core.Strapi) {
  const store = strapi.store({ type: 'plugin', name: 'ditp' });
  const marker = (await store.get({ key: 'seed' })) as { version?: number } | null;
  if (marker?.version) return;
  if ((await strapi.db.query('api::post.post').count()) > 0) {
    await store.set({ key: 'seed', value: { version: SEED_VERSION, skipped: 'content already present' } });
    return;
  }
  const t0 = Date.now();
  const images = await uploadImages(strapi);
  const ctx: Ctx = { strapi, refs: {}, images, imageCursor: 0, now: Date.now(), count: 0 };
  const api = (n: string) => `api::${n}.${n}`;
  await strapi.db.transaction(async () => {
    await seedCollection(ctx, api('category'), D.categories);
    await seedCollection(ctx, api('region'), D.regions);
    await seedCollection(ctx, api('post-type'), D.postTypes);
    await seedCollection(ctx, api('report-type'), D.reportTypes);
    await seedCollection(ctx, api('author'), D.authors);
    await seedCollection(ctx, api('tag'), D.tags);
    await seedCollection(ctx, api('category-trade-association'), D.tradeAssocCategories);
    await seedCollection(ctx, api('post'), D.posts);
    await seedCollection(ctx, api('ditp-news-item'), D.ditpNews);
    await seedCollection(ctx, api('procurement-news-item'), D.procurementNews);
    await seedCollection(ctx, api('trade-and-investment-guide'), D.guides);
    await seedCollection(ctx, api('apply-for-work'), D.jobs);
    await seedCollection(ctx, api('overseas-office'), D.overseasOffices);
    await seedCollection(ctx, api('trade-opportunity'), D.tradeOpportunities);
    await seedCollection(ctx, api('highlighted-product-catalog'), D.catalogs);
    await seedCollection(ctx, api('executive'), D.executives);
    await seedCollection(ctx, api('trending-product'), D.trendingProducts);
    await seedCollection(ctx, api('awarded-products-service'), D.awarded);
    await seedCollection(ctx, api('about-ditp-2'), D.aboutDitp2);
    await seedCollection(ctx, api('international-trade-promotion-fund'), D.funds);
    await seedCollection(ctx, api('ditp-honest-transparent-no-corruption'), D.integrity);
    await seedCollection(ctx, api('service-standard-post'), D.serviceStandards);
    await seedCollection(ctx, api('government-information-center-post'), D.govInfo);
    await seedCollection(ctx, api('privacy-policy-post'), D.privacyPosts);
    await seedCollection(ctx, api('apply-for-work-post'), D.applyForWorkPosts);
    await seedCollection(ctx, api('division'), D.divisions);
    await seedCollection(ctx, api('site-map-post'), D.siteMapPosts);
    await seedCollection(ctx, api('popup'), D.popups);
    await seedCollection(ctx, api('trade-association'), D.tradeAssociations);
    await seedCollection(ctx, api('ditp-family'), D.families);
    await seedSingles(ctx);
    await store.set({ key: 'seed', value: { version: SEED_VERSION, at: new Date().toISOString() } });
  });
  strapi.log.info(`[ditp-cms] seeded ${ctx.count} localized entries and ${images.length} images in ${Date.now() - t0} ms`);
}
