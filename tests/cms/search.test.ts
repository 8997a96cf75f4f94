/* eslint-disable @typescript-eslint/no-explicit-any -- the CMS answers untyped JSON */
import { describe, expect, it } from 'vitest';
import { allSearchable } from '../../site/cms/collections';
import { get, listCollections, searchQuery } from './helpers';

/** Collections whose search also matches content_html (docs/behaviour.md#search). */
const WITH_CONTENT = new Set(
  allSearchable()
    .filter((def) => def.searchFields.includes('content_html'))
    .map((def) => def.key),
);
/** The 16 sources of the shell search (docs/behaviour.md#search), by REST name. */
const SEARCHED = allSearchable().map((def) => def.key);

const search = (plural: string, locale: string, text: string) =>
  get(`/api/${plural}?${searchQuery(locale, text, WITH_CONTENT.has(plural))}`);

describe('$containsi search', () => {
  it('every searched collection exists', () => {
    const names = listCollections.map((s) => s.info.pluralName);
    for (const n of SEARCHED) expect(names).toContain(n);
  });

  it('finds Thai and English terms (ส่งออก / export) across the 16 sources', async () => {
    let th = 0;
    let en = 0;
    for (const plural of SEARCHED) {
      const a = await search(plural, 'th', 'ส่งออก');
      const b = await search(plural, 'en', 'export');
      expect(a.status).toBe(200);
      expect(b.status).toBe(200);
      expect(a.body.meta.pagination.pageSize).toBe(5);
      th += a.body.meta.pagination.total;
      en += b.body.meta.pagination.total;
    }
    expect(th).toBeGreaterThan(10);
    expect(en).toBeGreaterThan(10);
  });

  it('is case-insensitive and matches content_html for posts', async () => {
    const upper = await search('posts', 'en', 'EXPORT');
    const lower = await search('posts', 'en', 'export');
    expect(upper.body.meta.pagination.total).toBe(lower.body.meta.pagination.total);
    // "Podcast: selling Thai snacks..." only has "Japanese labelling" in its content
    const content = await search('posts', 'en', 'japanese labelling');
    expect(content.body.data.map((p: any) => p.title)).toContain(
      'Podcast: selling Thai snacks on Japanese e-commerce',
    );
    const titleOnly = await search('trade-opportunities', 'en', 'HACCP certification');
    expect(titleOnly.body.meta.pagination.total).toBe(0);
  });

  it('never returns hidden future entries', async () => {
    const { body } = await search('posts', 'en', 'Scheduled');
    expect(body.data.map((p: any) => p.title)).not.toContain(
      'Scheduled: future outlook for Thai rice exports',
    );
  });

  it('treats %, _ and \\ literally and survives quotes, emoji and 10,000 characters', async () => {
    const cases: Array<[string, number | null]> = [
      ['%', 0],
      ['_', null],
      ['\\', 0],
      ['%%%_\\', 0],
      ["'", null],
      ['"', null],
      ["'; DROP TABLE posts; --", 0],
      ['🇹🇭🚢', 0],
      ['ส่งออก🙂', 0],
      ['a'.repeat(10_000), 0],
      ['ส'.repeat(10_000), 0],
      ['😀'.repeat(10_000), 0],
    ];
    for (const [text, expected] of cases) {
      for (const plural of ['posts', 'ditp-news', 'procurement-news']) {
        const { status, body } = await search(plural, 'en', text);
        expect(status, `${plural} "${text.slice(0, 20)}" (${text.length})`).toBe(200);
        if (expected !== null) expect(body.meta.pagination.total).toBe(expected);
      }
    }
    // "_" only matches literally: the one post containing an underscore is the sanitiser test post
    const underscore = await search('posts', 'en', '_');
    expect(underscore.body.data.map((p: any) => p.title)).toEqual([
      'Sanitiser test: HTML payloads (export)',
    ]);
    expect((await search('ditp-news', 'en', '_')).body.meta.pagination.total).toBe(0);
    // the apostrophe in "Vietnam's demand..." is found literally
    const apostrophe = await search('posts', 'en', "Vietnam's");
    expect(apostrophe.body.data.map((p: any) => p.title)).toContain(
      "Vietnam's demand for Thai cosmetics is rising",
    );
  });
});
