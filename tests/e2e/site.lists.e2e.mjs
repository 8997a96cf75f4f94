/**
 * Server-rendered list pages (docs/quality.md#content-at-scale), on the built site and the real
 * CMS: a list carries what its cards show and not the entries' bodies, and the first card's image
 * (the likely Largest Contentful Paint) loads at once with high priority while the others wait
 * until they are near the viewport. Run by scripts/e2e.mjs.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { serveDist } from '../../scripts/lib/serve.mjs';
import { dist, startThrowawayCms } from '../../scripts/lib/stack.mjs';

describe('server-rendered list pages', () => {
  let cms;
  let site;
  before(async () => {
    cms = await startThrowawayCms({ name: 'lists-e2e' });
    site = await serveDist({ dist, cmsUrl: cms.url });
  });
  after(async () => {
    await site?.close();
    await cms?.stop();
  });

  for (const path of [
    '/th/ditp-news',
    '/en/procurement',
    '/th/international-foreign-market/Hot-issue',
  ]) {
    test(`${path}: cards without bodies, the first image eager and high priority`, async () => {
      const res = await fetch(site.url + path);
      assert.equal(res.status, 200);
      const html = await res.text();
      const main = html.slice(html.indexOf('<main'), html.indexOf('</main>'));
      const images = [...main.matchAll(/<img\b[^>]*>/g)].map((m) => m[0]);
      assert.ok(images.length >= 2, `${path}: ${images.length} card images`);
      assert.match(images[0], /fetchpriority="high"/i);
      assert.match(images[0], /loading="eager"/);
      for (const img of images.slice(1)) {
        assert.match(img, /loading="lazy"/);
        assert.doesNotMatch(img, /fetchpriority/i);
      }
      // The page's data (sent with the HTML for hydration): the card list holds summaries, and
      // neither its entries nor their category, region or post type carry a body.
      const json = html.match(
        /<script type="application\/json" id="ssr-data">([\s\S]*?)<\/script>/,
      );
      assert.ok(json, `${path}: no page data`);
      const { fallback } = JSON.parse(json[1]);
      const lists = Object.entries(fallback).filter(([key]) => key.includes('"cards"'));
      assert.equal(lists.length, 1, `${path}: ${Object.keys(fallback).join(' ')}`);
      const entries = lists[0][1].data;
      assert.ok(entries.length > 0);
      for (const entry of entries) {
        assert.equal(typeof entry.summary, 'string', entry.documentId);
        assert.doesNotMatch(JSON.stringify(entry), /"content_html"/, entry.documentId);
      }
    });
  }
});
