/* eslint-disable @typescript-eslint/no-explicit-any -- the CMS answers untyped JSON */
/**
 * GET /api/search/:collection (cms/src/api/search): the search's read of one collection. It must
 * answer exactly what the collection's REST `find` answers for the same search (visibility,
 * published only, locale, newest first, literal wildcards, totals), with only the fields a hit
 * shows, and refuse anything else with a clear 400/404. GET /api/search?in[...] (what the site
 * sends) must answer, for each collection it names, exactly what the one-collection read answers.
 */
import { describe, expect, it } from 'vitest';
import { allSearchable } from '../../site/cms/collections';
import { auth, get, searchQuery, url } from './helpers';

const WITH_CONTENT = new Set(
  allSearchable()
    .filter((def) => def.searchFields.includes('content_html'))
    .map((def) => def.key),
);
const SEARCHED = allSearchable().map((def) => def.key);

const endpoint = (plural: string, params: Record<string, string>) =>
  get(`/api/search/${plural}?${new URLSearchParams(params)}`);
const search = (plural: string, locale: string, text: string, page = 1) =>
  endpoint(plural, {
    q: text,
    locale,
    page: String(page),
    pageSize: '5',
    match: WITH_CONTENT.has(plural) ? 'title,content_html' : 'title',
  });
const rest = (plural: string, locale: string, text: string) =>
  get(`/api/${plural}?${searchQuery(locale, text, WITH_CONTENT.has(plural))}`);

describe('the search endpoint', () => {
  it('answers what the REST find answers, for every searched collection (th, en, wildcards, case)', async () => {
    const terms: Array<[string, string]> = [
      ['th', 'ส่งออก'],
      ['en', 'export'],
      ['en', 'EXPORT'],
      ['en', '_'],
      ['en', '%'],
      ['en', "Vietnam's"],
      ['en', 'Scheduled'],
    ];
    let hits = 0;
    for (const plural of SEARCHED) {
      for (const [locale, text] of terms) {
        const [mine, theirs] = await Promise.all([
          search(plural, locale, text),
          rest(plural, locale, text),
        ]);
        const what = `${plural} ${locale} "${text}"`;
        expect(mine.status, what).toBe(200);
        expect(theirs.status, what).toBe(200);
        expect(
          mine.body.data.map((h: any) => h.documentId),
          what,
        ).toEqual(theirs.body.data.map((h: any) => h.documentId));
        expect(mine.body.meta.pagination, what).toEqual(theirs.body.meta.pagination);
        hits += mine.body.data.length;
      }
    }
    expect(hits).toBeGreaterThan(20);
  });

  it('pages like the REST find', async () => {
    const [mine, theirs] = await Promise.all([
      search('posts', 'th', 'ส่งออก', 2),
      get(
        `/api/posts?${searchQuery('th', 'ส่งออก', true).replace('pagination[page]=1', 'pagination[page]=2')}`,
      ),
    ]);
    expect(mine.body.meta.pagination.page).toBe(2);
    expect(mine.body.data.map((h: any) => h.documentId)).toEqual(
      theirs.body.data.map((h: any) => h.documentId),
    );
  });

  it('gives each hit only what a search result shows and what its route reads', async () => {
    const posts = await search('posts', 'en', 'export');
    const hit = posts.body.data[0];
    expect(Object.keys(hit).sort()).toEqual([
      'category',
      'createdAt',
      'documentId',
      'image',
      'link_url',
      'post_type',
      'publish_date',
      'snippet',
      'summary',
      'title',
    ]);
    expect(Object.keys(hit.category ?? { name: 1 })).toEqual(['name']);
    expect(Object.keys(hit.post_type ?? { post_type_name: 1 })).toEqual(['post_type_name']);
    const withImage = posts.body.data.find((h: any) => h.image);
    expect(Object.keys(withImage.image).sort()).toEqual(['formats', 'url']);
    expect(withImage.image.formats.thumbnail.url).toMatch(/^\/uploads\/thumbnail_/);
    const news = await search('ditp-news', 'en', 'a');
    expect(Object.keys(news.body.data[0]).sort()).toEqual([
      'createdAt',
      'documentId',
      'image',
      'publish_date',
      'snippet',
      'summary',
      'title',
    ]);
  });

  it('gives each hit a snippet around the match in its body, the matches as separate pieces, no markup', async () => {
    // A word deep in a long body: not in the title, not in the stored summary (first 300 chars).
    const word = `Zebrafruit${process.pid}`;
    const body = `<p>${'Trade &amp; export figures for the year. '.repeat(30)}</p><p>A <b>${word}</b> fair in Chiang Mai, then more ${word.toLowerCase()} news.</p><p>${'Closing remarks. '.repeat(30)}</p>`;
    const created = await fetch(`${url()}/api/ditp-news?status=published&locale=en`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...auth() },
      body: JSON.stringify({ data: { title: 'Snippet check', content_html: body } }),
    });
    const entry: any = await created.json();
    expect(created.status, JSON.stringify(entry).slice(0, 300)).toBe(201);
    try {
      for (const q of [word, word.toUpperCase(), 'fair in Chiang']) {
        const res = await endpoint('ditp-news', {
          q,
          locale: 'en',
          match: 'title,content_html',
        });
        expect(res.status).toBe(200);
        const hit = res.body.data.find((h: any) => h.title === 'Snippet check');
        expect(hit, q).toBeDefined();
        expect(hit).not.toHaveProperty('content_html');
        const pieces: string[] = hit.snippet;
        const text = pieces.join('');
        expect(Array.from(text).length).toBeLessThanOrEqual(160);
        expect(text).not.toMatch(/<[a-z/!]|&amp;/i);
        expect(text.startsWith('…') && text.endsWith('…'), text).toBe(true);
        expect(pieces[1]!.toLowerCase(), q).toBe(q.toLowerCase());
        if (q === word) expect(pieces.filter((_, i) => i % 2)).toEqual([word, word.toLowerCase()]);
      }
      // A hit on the title alone: the snippet is the start of the summary, one piece.
      const byTitle = await endpoint('ditp-news', {
        q: 'Snippet check',
        locale: 'en',
        match: 'title',
      });
      const hit = byTitle.body.data.find((h: any) => h.title === 'Snippet check');
      expect(hit.snippet).toHaveLength(1);
      expect(hit.snippet[0].startsWith('Trade & export figures')).toBe(true);
    } finally {
      await fetch(`${url()}/api/ditp-news/${entry.data.documentId}?locale=en`, {
        method: 'DELETE',
        headers: auth(),
      });
    }
    // Thai, through the search index: the match is marked too.
    const th = await search('posts', 'th', 'ส่งออก');
    expect(th.body.data.some((h: any) => h.snippet.includes('ส่งออก'))).toBe(true);
  });

  it('never finds drafts or entries scheduled for later', async () => {
    const drafts = await search('posts', 'en', 'Draft only');
    expect(drafts.body.meta.pagination.total).toBe(0);
    const scheduled = await search('posts', 'en', 'Scheduled');
    expect(scheduled.body.data.map((h: any) => h.title)).not.toContain(
      'Scheduled: future outlook for Thai rice exports',
    );
  });

  it('refuses what it does not serve, with a clear message', async () => {
    const cases: Array<[string, Record<string, string>, number, RegExp]> = [
      ['no-such-things', { q: 'x', locale: 'en' }, 404, /No searchable collection/],
      ['inquiries', { q: 'x', locale: 'en' }, 404, /No searchable collection/],
      ['posts', { locale: 'en' }, 400, /q must be/],
      ['posts', { q: '   ', locale: 'en' }, 400, /q must be/],
      ['posts', { q: 'a'.repeat(1001), locale: 'en' }, 400, /at most 1000/],
      ['posts', { q: 'x', locale: 'de' }, 400, /locale/],
      ['posts', { q: 'x', locale: 'en', pageSize: '0' }, 400, /pageSize/],
      ['posts', { q: 'x', locale: 'en', pageSize: '101' }, 400, /pageSize/],
      ['posts', { q: 'x', locale: 'en', page: 'abc' }, 400, /page/],
      ['posts', { q: 'x', locale: 'en', match: 'image' }, 400, /not a text field/],
      ['posts', { q: 'x', locale: 'en', sort: 'title:asc' }, 400, /Unknown parameter "sort"/],
      // Asking for drafts: the preview guard refuses it before the endpoint (no secret header).
      ['posts', { q: 'x', locale: 'en', status: 'draft' }, 404, /Not Found/],
    ];
    for (const [plural, params, status, message] of cases) {
      const { status: got, body } = await endpoint(plural, params);
      expect(got, `${plural} ${JSON.stringify(params).slice(0, 80)}`).toBe(status);
      expect(body.error.message).toMatch(message);
    }
    // 1000 characters are fine (the site sends at most 200).
    expect((await endpoint('posts', { q: 'ส'.repeat(1000), locale: 'th' })).status).toBe(200);
  });
});

const fields = (plural: string) => (WITH_CONTENT.has(plural) ? 'title,content_html' : 'title');
const federated = (params: Record<string, string>, collections: string[] = SEARCHED) => {
  const url = new URLSearchParams(params);
  for (const plural of collections) url.append(`in[${plural}]`, fields(plural));
  return get(`/api/search?${url}`);
};

describe('the federated search endpoint', () => {
  it('answers, for every collection it names, what the one-collection read answers', async () => {
    const terms: Array<[string, string, number]> = [
      ['th', 'ส่งออก', 1],
      ['th', 'ส่งออก', 2],
      ['en', 'export', 1],
      ['en', '%', 1],
      ['en', "Vietnam's", 1],
    ];
    for (const [locale, text, page] of terms) {
      const all = await federated({ q: text, locale, page: String(page), pageSize: '5' });
      const what = `${locale} "${text}" page ${page}`;
      expect(all.status, what).toBe(200);
      expect(Object.keys(all.body.data), what).toEqual(SEARCHED);
      let total = 0;
      for (const plural of SEARCHED) {
        const one = await search(plural, locale, text, page);
        expect(all.body.data[plural], `${what} ${plural}`).toEqual(one.body);
        total += one.body.meta.pagination.total;
      }
      expect(all.body.meta.total, what).toBe(total);
    }
  });

  it('refuses what it does not serve, with a clear message', async () => {
    const cases: Array<[Record<string, string>, string[], number, RegExp]> = [
      [{ q: 'x', locale: 'en' }, [], 400, /in must name the collections/],
      [{ q: 'x', locale: 'en', in: 'posts' }, [], 400, /in must name the collections/],
      [{ q: 'x', locale: 'en' }, ['posts', 'no-such-things'], 404, /No searchable collection/],
      [{ q: 'x', locale: 'en' }, ['inquiries'], 404, /No searchable collection/],
      [{ locale: 'en' }, ['posts'], 400, /q must be/],
      [{ q: 'x', locale: 'de' }, ['posts'], 400, /locale/],
      [{ q: 'x', locale: 'en', pageSize: '101' }, ['posts'], 400, /pageSize/],
      [{ q: 'x', locale: 'en', match: 'title' }, ['posts'], 400, /Unknown parameter "match"/],
      [{ q: 'x', locale: 'en', status: 'draft' }, ['posts'], 404, /Not Found/],
    ];
    for (const [params, collections, status, message] of cases) {
      const { status: got, body } = await federated(params, collections);
      expect(got, `${JSON.stringify(params)} ${collections}`).toBe(status);
      expect(body.error.message).toMatch(message);
    }
    const badField = await get('/api/search?q=x&locale=en&in[posts]=image');
    expect(badField.status).toBe(400);
    expect(badField.body.error.message).toMatch(/in\[posts\]: "image" is not a text field/);
    const tooMany = new URLSearchParams({ q: 'x', locale: 'en' });
    for (let i = 0; i < 33; i++) tooMany.append(`in[c${i}]`, 'title');
    const many = await get(`/api/search?${tooMany}`);
    expect(many.status).toBe(400);
    expect(many.body.error.message).toMatch(/1 to 32 collections/);
  });
});
