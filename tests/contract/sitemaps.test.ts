/**
 * The sitemaps and robots.txt of the page service (site/server/sitemaps.ts) against the real CMS
 * (GET /api/sitemap, GET /api/sitemap/:collection): every file valid against the sitemaps.org
 * schemas kept in tests/schemas/sitemap (xmllint), every URL on the configured origin and a page
 * that exists, drafts and entries dated in the future never listed, alternates only where the same
 * page exists, the CMS's chunks walking every entry once, and its parameters checked.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { LOCALES } from '../../design-system';
import { mintPreviewToken } from '../../cms/src/utils/preview-token';
import { get as getJson } from '../../site/cms/client';
import { listQuery } from '../../site/cms/query';
import type { ContentItem, ListEnvelope } from '../../site/cms/types';
import { SITEMAP_SECTIONS } from '../../site/server/sitemaps';
import type { StartedPageService } from '../../site/server/pageService';
import { testPageService } from './testPageService';

const cmsUrl = () => inject('contractCmsUrl');
const ORIGIN = 'https://sitemap-test.ditp.go.th';
const SCHEMAS = path.resolve(__dirname, '../schemas/sitemap');

let service: StartedPageService;
let dir: string;
beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'ditp-sitemaps-'));
  service = await testPageService({ cmsUrl: cmsUrl(), siteUrl: ORIGIN });
});
afterAll(async () => {
  await service?.close();
  rmSync(dir, { recursive: true, force: true });
});

/** xmllint's verdict on `xml` against one of the schemas (throws with its message when invalid). */
function validate(xml: string, schema: 'siteindex.xsd' | 'urlset.xsd', name: string) {
  const file = path.join(dir, name.replace(/\W+/g, '_'));
  writeFileSync(file, xml);
  try {
    execFileSync('xmllint', ['--noout', '--schema', path.join(SCHEMAS, schema), file], {
      stdio: 'pipe',
    });
  } catch (error) {
    const e = error as { code?: string; stderr?: Buffer };
    if (e.code === 'ENOENT')
      throw new Error('xmllint is missing: install Debian’s libxml2-utils (.ci/run does)');
    throw new Error(`${name} is not valid against ${schema}:\n${e.stderr}`);
  }
}

const get = async (p: string, headers: Record<string, string> = {}) => {
  const res = await fetch(new URL(p, service.url), { headers });
  return { res, text: await res.text() };
};
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
const unescape = (url: string) => url.replace(/&amp;/g, '&');

async function documentIdOf(collection: string, title: string, status = 'published') {
  // A draft is read only with a preview token (the public role sees published entries).
  const token = mintPreviewToken(inject('contractPreviewSecret'), {
    type: collection,
    locale: 'en',
  });
  const res = await fetch(
    `${cmsUrl()}/api/${collection}?status=${status}&locale=en&filters[title][$startsWith]=${encodeURIComponent(title)}&fields[0]=title`,
    { headers: { 'x-preview-token': token } },
  );
  const body = (await res.json()) as { data: Array<{ documentId: string }> };
  expect(body.data.length, title).toBe(1);
  return body.data[0]!.documentId;
}

describe('robots.txt and the sitemaps', () => {
  it('robots.txt names the index on the configured origin, whatever the Host', async () => {
    const { res, text } = await get('/robots.txt', { host: 'evil.example' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(text).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
    expect(text).not.toContain('evil.example');
  });

  it('every file is valid, lists only visible pages on the origin, with lastmod and true alternates', async () => {
    const index = await get('/sitemap.xml', { host: 'evil.example' });
    expect(index.res.status).toBe(200);
    expect(index.res.headers.get('content-type')).toMatch(/^application\/xml/);
    validate(index.text, 'siteindex.xsd', 'index');
    const files = locs(index.text);
    for (const l of LOCALES) expect(files).toContain(`${ORIGIN}/sitemaps/${l}/pages.xml`);
    expect(files).toContain(`${ORIGIN}/sitemaps/th/ditp-news-1.xml`);
    expect(files).toContain(`${ORIGIN}/sitemaps/en/posts-1.xml`);

    const urls = new Map<string, string>();
    /** URLs of the sections' files (entries' own pages), as opposed to the pages files. */
    const fromSection = new Set<string>();
    for (const file of files) {
      expect(file.startsWith(`${ORIGIN}/sitemaps/`)).toBe(true);
      const { res, text } = await get(file.slice(ORIGIN.length));
      expect(res.status, file).toBe(200);
      validate(text, 'urlset.xsd', file);
      for (const block of text.match(/<url>.*?<\/url>/g) ?? []) {
        const loc = unescape(locs(block)[0]!);
        expect(urls.has(loc), `${loc} listed once`).toBe(false);
        urls.set(loc, block);
        if (!file.endsWith('/pages.xml')) fromSection.add(loc);
      }
    }
    expect(urls.size).toBeGreaterThan(100);

    const draft = await documentIdOf('posts', 'Draft only', 'draft');
    const future = await documentIdOf('posts', 'Scheduled: future outlook');
    const futureNews = await documentIdOf('ditp-news', 'Scheduled news');
    for (const loc of urls.keys()) {
      expect(loc.startsWith(`${ORIGIN}/`), loc).toBe(true);
      for (const hidden of [draft, future, futureNews]) expect(loc).not.toContain(hidden);
    }
    // Personal pages are never listed; public forms and the sitemap page are.
    expect(urls.has(`${ORIGIN}/th/login`)).toBe(false);
    expect(urls.has(`${ORIGIN}/en/survey-form`)).toBe(true);

    // Every detail URL has lastmod; a Thai-only post has only its Thai self as alternate, a post
    // in both languages points at both.
    const thOnly = [...urls].find(([, b]) => b.includes('/th/post/') && !b.includes('/en/post/'));
    expect(thOnly, 'a Thai-only post').toBeDefined();
    expect(thOnly![1].match(/hreflang=/g)).toHaveLength(1);
    const shared = [...urls].find(
      ([loc, b]) => loc.includes('/en/post/') && b.includes('/th/post/'),
    );
    expect(shared, 'a post in Thai and English').toBeDefined();
    const details = [...urls].filter(([loc]) => fromSection.has(loc));
    expect(details.length).toBeGreaterThan(50);
    for (const [loc, block] of details) expect(block, loc).toMatch(/<lastmod>\d{4}-\d\d-\d\dT/);

    // What the sitemaps list exists: the page service's own HEAD check, for a sample of each file.
    const sample = [...urls.keys()].filter((_, i) => i % 7 === 0);
    for (const loc of sample) {
      const res = await fetch(new URL(loc.slice(ORIGIN.length), service.url), { method: 'HEAD' });
      expect(res.status, loc).toBe(200);
    }
  });

  it('answers 404 for a sitemap that does not exist, and HEAD without a body', async () => {
    for (const p of [
      '/sitemaps/th/posts-2.xml',
      '/sitemaps/xx/pages.xml',
      '/sitemaps/th/executives-1.xml',
      '/sitemaps/',
    ]) {
      const { res, text } = await get(p);
      expect(res.status, p).toBe(404);
      expect(text).not.toMatch(/<html|<urlset/);
    }
    const head = await fetch(new URL('/sitemaps/th/posts-1.xml', service.url), { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
  });
});

describe('the CMS’s sitemap reads', () => {
  const cms = (p: string) => fetch(`${cmsUrl()}${p}`);
  const get = getJson;

  it('walks every visible entry of a locale once, in chunks, from an id or an offset', async () => {
    const whole = (await (await cms('/api/sitemap/posts?locale=th')).json()) as {
      data: Array<{ id: number; documentId: string; locales: string[] }>;
      meta: { next: number | null };
    };
    expect(whole.meta.next).toBeNull();
    expect(whole.data.length).toBeGreaterThan(5);
    const walked: number[] = [];
    let after = 0;
    for (;;) {
      const chunk = (await (
        await cms(`/api/sitemap/posts?locale=th&limit=2&after=${after}`)
      ).json()) as typeof whole;
      walked.push(...chunk.data.map((e) => e.id));
      if (chunk.meta.next === null) break;
      after = chunk.meta.next;
    }
    expect(walked).toEqual(whole.data.map((e) => e.id));
    const skipped = (await (
      await cms('/api/sitemap/posts?locale=th&offset=3&limit=2')
    ).json()) as typeof whole;
    expect(skipped.data.map((e) => e.id)).toEqual(whole.data.slice(3, 5).map((e) => e.id));
    // The summary counts the same entries.
    const summary = (await (await cms('/api/sitemap')).json()) as {
      data: {
        collections: Record<string, Record<string, number>>;
        singles: Record<string, Record<string, string>>;
      };
    };
    expect(summary.data.collections.posts!.th).toBe(whole.data.length);
    expect(Object.keys(summary.data.singles.faq!)).toContain('ja');
    // Its counts are the lists' totals: the CMS and the site tell a visible entry alike.
    for (const section of SITEMAP_SECTIONS) {
      for (const locale of ['th', 'en']) {
        const q = listQuery(section, { locale, pageSize: 1 });
        const list = await get<ListEnvelope<ContentItem>>(q.path, q.params, {
          baseUrl: cmsUrl(),
          public: true,
          locale,
        });
        expect(
          summary.data.collections[section.key]?.[locale] ?? 0,
          `${section.key} ${locale}`,
        ).toBe(list.meta.pagination.total);
      }
    }
    // Forms and other non-public collections are not there.
    expect(summary.data.collections['survey-forms']).toBeUndefined();
  });

  it('refuses what it does not read', async () => {
    for (const [p, status] of [
      ['/api/sitemap/posts', 400],
      ['/api/sitemap/posts?locale=xx', 400],
      ['/api/sitemap/posts?locale=th&limit=0', 400],
      ['/api/sitemap/posts?locale=th&limit=1001', 400],
      ['/api/sitemap/posts?locale=th&after=-1', 400],
      ['/api/sitemap/posts?locale=th&offset=1.5', 400],
      ['/api/sitemap/posts?locale=th&fields=title', 400],
      ['/api/sitemap/survey-forms?locale=th', 404],
      ['/api/sitemap/up_users?locale=th', 404],
    ] as const) {
      const res = await cms(p);
      expect(res.status, p).toBe(status);
    }
  });
});
