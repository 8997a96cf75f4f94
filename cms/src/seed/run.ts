import { mkdtemp, writeFile, rm } from 'fs/promises';
import { tmpdir } from 'os';
import { join } from 'path';
import type { Core, Modules, UID } from '@strapi/strapi';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../model/locales';
import { makePng } from './png';
import * as D from './data';

/** Thai first: the default locale's entry creates the document, the others are its versions. */
const ORDER: readonly Locale[] = [DEFAULT_LOCALE, ...LOCALES.filter((l) => l !== DEFAULT_LOCALE)];
const SEED_VERSION = 1;
const DAY = 86_400_000;

type Refs = Record<string, Record<string, string>>;
/** The seed names its types by string (from the model); Strapi's types know them only as a pattern. */
type Uid = UID.ContentType;
type Input = Modules.Documents.Params.Data.Input<Uid>;
type Ctx = {
  strapi: Core.Strapi;
  refs: Refs;
  images: number[];
  imageCursor: number;
  now: number;
  count: number;
};

const PALETTE: Array<[[number, number, number], [number, number, number]]> = [
  [
    [227, 100, 20],
    [120, 30, 20],
  ],
  [
    [20, 70, 140],
    [0, 150, 160],
  ],
  [
    [30, 120, 70],
    [200, 170, 40],
  ],
  [
    [150, 30, 60],
    [240, 150, 90],
  ],
  [
    [60, 60, 70],
    [190, 190, 200],
  ],
  [
    [0, 110, 180],
    [230, 90, 40],
  ],
  [
    [110, 60, 140],
    [240, 200, 120],
  ],
  [
    [200, 40, 40],
    [250, 200, 60],
  ],
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
        data: {
          fileInfo: {
            name: `ditp-seed-${i + 1}.png`,
            alternativeText: `Illustration ${i + 1}: abstract trade route pattern`,
            caption: 'DITP sample illustration',
          },
        },
        files: {
          filepath,
          originalFilename: `ditp-seed-${i + 1}.png`,
          mimetype: 'image/png',
          size: buf.length,
        },
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
  const attrs = ctx.strapi.contentType(uid as Uid).attributes;
  for (const [name, keys] of Object.entries(rel)) {
    const attr = attrs[name];
    const target = attr && 'target' in attr ? String(attr.target) : '';
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

const fixturesWanted = () => process.env.CMS_SEED_FIXTURES === 'true';

async function seedCollection(ctx: Ctx, uid: string, all: D.SeedEntry[]) {
  const entries = D.forSeeding(all, fixturesWanted());
  const docs = ctx.strapi.documents(uid as Uid);
  const hasImage = 'image' in ctx.strapi.contentType(uid as Uid).attributes;
  ctx.refs[uid] = ctx.refs[uid] || {};
  for (const [index, e] of entries.entries()) {
    const locales = ORDER.filter((l) => e.title[l]);
    let image: number | null = null;
    if (hasImage && e.image !== null && ctx.images.length > 0) {
      image =
        e.image !== undefined
          ? ctx.images[e.image % ctx.images.length]
          : ctx.images[ctx.imageCursor++ % ctx.images.length];
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
        const doc = await docs.create({
          locale,
          data: data as Input,
          ...(status ? { status } : {}),
        });
        documentId = doc.documentId;
      } else {
        await docs.update({
          documentId,
          locale,
          data: data as Input,
          ...(status ? { status } : {}),
        });
      }
      ctx.count++;
    }
    ctx.refs[uid][e.key] = documentId!;
  }
}

async function seedSingles(ctx: Ctx) {
  for (const [i, s] of D.singles.entries()) {
    const uid = `api::${s.uid}.${s.uid}`;
    const docs = ctx.strapi.documents(uid as Uid);
    let documentId: string | undefined;
    for (const locale of ORDER) {
      const data: Record<string, unknown> = {
        title: s.title[locale],
        content_html: `<p>${s.intro[locale]}</p>`,
        publish_date: null,
        image: ctx.images.length > 0 ? ctx.images[i % ctx.images.length] : null,
        ...(s.extra?.[locale] ?? {}),
        sections: (s.sections ?? []).map((sec) => ({
          anchor: sec.anchor,
          heading: sec.heading[locale],
          content_html: `<p>${sec.body[locale]}</p>`,
        })),
      };
      if (s.uid === 'faq')
        data.faqs = D.faqItems.map((f) => ({
          question: f.q[locale],
          answer_html: `<p>${f.a[locale]}</p>`,
        }));
      if (!documentId)
        documentId = (await docs.create({ locale, data: data as Input, status: 'published' }))
          .documentId;
      else await docs.update({ documentId, locale, data: data as Input, status: 'published' });
      ctx.count++;
    }
  }
}

async function runTasks(tasks: Array<() => Promise<void>>, concurrency: number) {
  let next = 0;
  const worker = async () => {
    while (next < tasks.length) await tasks[next++]();
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, tasks.length) }, worker));
}

/**
 * Seeds the sample content once (idempotent): skipped when the seed marker is set or posts exist.
 * SQLite: one transaction, so a failed seed leaves nothing half-written (and it is ~10x faster).
 * PostgreSQL: independent collections in parallel over the pool (one transaction would serialise
 * thousands of round trips); an interrupted seed is reported and never repeated over itself.
 */
export async function seed(strapi: Core.Strapi) {
  const store = strapi.store({ type: 'plugin', name: 'ditp' });
  const marker = (await store.get({ key: 'seed' })) as { version?: number; state?: string } | null;
  if (marker?.state === 'running') {
    strapi.log.error(
      '[ditp-cms] a previous seed was interrupted: sample content may be incomplete. Start with an empty database to seed again.',
    );
    return;
  }
  if (marker?.version) return;
  if ((await strapi.db.query('api::post.post').count()) > 0) {
    await store.set({
      key: 'seed',
      value: { version: SEED_VERSION, skipped: 'content already present' },
    });
    return;
  }
  const t0 = Date.now();
  // The generated illustrations (gradients, not photographs) are test fixtures too: visitors'
  // entries have no image until an editor adds a real one, and the site shows its default.
  const images = fixturesWanted() ? await uploadImages(strapi) : [];
  const ctx: Ctx = { strapi, refs: {}, images, imageCursor: 0, now: Date.now(), count: 0 };
  const api = (n: string) => `api::${n}.${n}`;
  const c = (name: string, entries: D.SeedEntry[]) => () => seedCollection(ctx, api(name), entries);
  const taxonomies = [
    c('category', D.categories),
    c('region', D.regions),
    c('post-type', D.postTypes),
    c('report-type', D.reportTypes),
    c('author', D.authors),
    c('tag', D.tags),
    c('category-trade-association', D.tradeAssocCategories),
  ];
  const content = [
    c('post', D.posts),
    c('ditp-news-item', D.ditpNews),
    c('procurement-news-item', D.procurementNews),
    c('trade-and-investment-guide', D.guides),
    c('apply-for-work', D.jobs),
    c('overseas-office', D.overseasOffices),
    c('trade-opportunity', D.tradeOpportunities),
    c('highlighted-product-catalog', D.catalogs),
    c('executive', D.executives),
    c('trending-product', D.trendingProducts),
    c('awarded-products-service', D.awarded),
    c('about-ditp-2', D.aboutDitp2),
    c('international-trade-promotion-fund', D.funds),
    c('ditp-honest-transparent-no-corruption', D.integrity),
    c('service-standard-post', D.serviceStandards),
    c('government-information-center-post', D.govInfo),
    c('privacy-policy-post', D.privacyPosts),
    c('apply-for-work-post', D.applyForWorkPosts),
    c('division', D.divisions),
    c('site-map-post', D.siteMapPosts),
    c('popup', D.popups),
    c('trade-association', D.tradeAssociations),
    c('ditp-family', D.families),
    () => seedSingles(ctx),
  ];
  const client = strapi.config.get('database.connection.client');
  if (client === 'sqlite' || client === 'better-sqlite3') {
    await strapi.db.transaction(async () => {
      await runTasks(taxonomies, 1);
      await runTasks(content, 1);
      await store.set({
        key: 'seed',
        value: { version: SEED_VERSION, at: new Date().toISOString() },
      });
    });
  } else {
    const concurrency = Math.max(
      1,
      Math.min(6, Number(strapi.config.get('database.connection.pool.max', 10)) - 2),
    );
    await store.set({ key: 'seed', value: { state: 'running', at: new Date().toISOString() } });
    await runTasks(taxonomies, concurrency);
    await runTasks(content, concurrency);
    await store.set({
      key: 'seed',
      value: { version: SEED_VERSION, at: new Date().toISOString() },
    });
  }
  strapi.log.info(
    `[ditp-cms] seeded ${ctx.count} localized entries and ${images.length} images in ${Date.now() - t0} ms`,
  );
}
