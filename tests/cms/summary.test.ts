/* eslint-disable @typescript-eslint/no-explicit-any -- the CMS answers untyped JSON */
/**
 * Stored summaries (cms/src/content/summary.ts, docs/quality.md#content-at-scale): the CMS writes
 * every entry's `summary` from its body whenever the body is written, fills the rows that have none
 * at start, and the site's card lists (site/cms/query.ts, `cards`) read it instead of the body.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import qs from 'qs';
import { afterAll, describe, expect, it } from 'vitest';
import { backfillSummaries } from '../../cms/src/content/summary';
import { SUMMARY_LENGTH, summaryOf } from '../../cms/src/model/html';
import { COLLECTIONS } from '../../site/cms/collections';
import { listQuery } from '../../site/cms/query';
import { auth, get, url } from './helpers';

const require = createRequire(path.resolve(import.meta.dirname, '../../cms/package.json'));
const cardLists = COLLECTIONS.filter((c) => c.listPages.length > 0);

describe('stored summaries', () => {
  it('every seeded entry of a card list carries the summary of its body', async () => {
    for (const def of cardLists) {
      for (const locale of ['th', 'en']) {
        const full = listQuery(def, { locale, pageSize: 100 });
        const { status, body } = await get(
          `${full.path}?${qs.stringify(full.params, { encodeValuesOnly: true })}`,
        );
        expect(status, def.key).toBe(200);
        for (const item of body.data)
          expect(item.summary, `${def.key} ${item.documentId}`).toBe(summaryOf(item.content_html));
      }
    }
  });

  it('the card list answers what a card shows and never the body', async () => {
    let cards = 0;
    for (const def of cardLists) {
      const q = listQuery(def, { locale: 'th', cards: true });
      const { status, body } = await get(
        `${q.path}?${qs.stringify(q.params, { encodeValuesOnly: true })}`,
      );
      expect(status, `${def.key}: ${JSON.stringify(body).slice(0, 200)}`).toBe(200);
      for (const item of body.data) {
        expect(item).not.toHaveProperty('content_html');
        expect(item).toHaveProperty('summary');
        expect(item.title).toEqual(expect.any(String));
        for (const field of def.cardFields) expect(item).toHaveProperty(field);
        cards++;
      }
    }
    expect(cards).toBeGreaterThan(20);
  });

  it('is made whenever the body is written, and a summary sent with it is replaced', async () => {
    const body = `<h2>Export &amp; import</h2><p>${'ข้าวหอมมะลิ '.repeat(60)}</p>`;
    const created = await fetch(`${url()}/api/ditp-news?status=published`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...auth() },
      body: JSON.stringify({
        data: { title: 'Summary check', content_html: body, summary: 'typed by hand' },
      }),
    });
    const entry: any = await created.json();
    expect(created.status, JSON.stringify(entry).slice(0, 300)).toBe(201);
    const id = entry.data.documentId;
    try {
      const read = async () =>
        (await get(`/api/ditp-news/${id}?locale=th`)).body.data as { summary: string };
      const first = await read();
      expect(first.summary).toBe(summaryOf(body));
      expect(first.summary.startsWith('Export & import ข้าวหอมมะลิ')).toBe(true);
      expect([...first.summary].length).toBe(SUMMARY_LENGTH);
      const updated = await fetch(`${url()}/api/ditp-news/${id}?status=published`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json', ...auth() },
        body: JSON.stringify({ data: { content_html: '<p>Durian fair in Chengdu</p>' } }),
      });
      expect(updated.status).toBe(200);
      expect((await read()).summary).toBe('Durian fair in Chengdu');
    } finally {
      await fetch(`${url()}/api/ditp-news/${id}`, { method: 'DELETE', headers: auth() });
    }
  });
});

describe('summaries made at start', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'ditp-summaries-'));
  const knex = require('knex')({
    client: 'better-sqlite3',
    connection: { filename: path.join(dir, 'summaries.db') },
    useNullAsDefault: true,
  });
  afterAll(async () => {
    await knex.destroy();
    rmSync(dir, { recursive: true, force: true });
  });

  it('fills the rows that have a body and no summary, and leaves the others', async () => {
    await knex.raw('CREATE TABLE news (id INTEGER PRIMARY KEY, content_html TEXT, summary TEXT)');
    const rows = Array.from({ length: 1203 }, (_, i) => ({
      id: i + 1,
      content_html: `<p>Entry ${i + 1} &lt;b&gt;</p>`,
      summary: null,
    }));
    rows.push({ id: 2000, content_html: '<p>Kept</p>', summary: 'written before' as any });
    rows.push({ id: 2001, content_html: '', summary: null });
    for (let i = 0; i < rows.length; i += 200) await knex('news').insert(rows.slice(i, i + 200));
    const logged: string[] = [];
    const strapi: any = {
      contentTypes: {
        'api::news.news': { attributes: { content_html: {}, summary: {} } },
        'api::tag.tag': { attributes: { title: {} } },
      },
      db: { connection: knex, metadata: { get: () => ({ tableName: 'news' }) } },
      log: { info: (m: string) => logged.push(m) },
    };
    await backfillSummaries(strapi);
    expect(await knex('news').whereNull('summary').count({ n: '*' })).toEqual([{ n: 1 }]);
    expect((await knex('news').where({ id: 7 }).first()).summary).toBe('Entry 7 <b>');
    expect((await knex('news').where({ id: 2000 }).first()).summary).toBe('written before');
    expect(logged.join('\n')).toMatch(/1203 entries/);
  });
});
