/**
 * The Vite dev and preview servers, with the site's plugin, answer the language switch's
 * `HEAD /{locale}/...` truthfully from the real CMS (before Vite's SPA fallback would say 200); so
 * does the page service nginx routes page requests to in production (site/server/pageService.ts),
 * which also renders the pages (GET) from the CMS.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createServer, preview, type PreviewServer, type ViteDevServer } from 'vite';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import http from 'node:http';
import { DEFAULT_SITE_URL } from '../../site/server/pageService';
import { pageExistsPlugin } from '../../site/server/vitePlugin';
import { TEMPLATE, testPageService } from './testPageService';

const cmsUrl = () => inject('contractCmsUrl');

async function thOnlyAndShared() {
  const res = await fetch(
    `${cmsUrl()}/api/posts?locale=th&pagination[pageSize]=100&fields[0]=title`,
  );
  const body = (await res.json()) as { data: Array<{ documentId: string; title: string }> };
  return {
    thOnly: body.data.find((p) => p.title.startsWith('เฉพาะภาษาไทย'))!.documentId,
    shared: body.data.find((p) => p.title.startsWith('ส่งออกทุเรียนไทยไปจีน'))!.documentId,
  };
}

/** HEAD /{locale}/... answers 200 where the page exists in that locale and 404 where not. */
async function expectTruthfulHead(base: string, thOnly: string, shared: string) {
  const head = async (p: string) => (await fetch(new URL(p, base), { method: 'HEAD' })).status;
  expect(await head(`/th/post/${thOnly}`)).toBe(200);
  expect(await head(`/en/post/${thOnly}`)).toBe(404);
  expect(await head(`/en/post/${shared}`)).toBe(200);
  expect(await head('/ja/frequently-ask')).toBe(200);
  expect(await head('/en/no-such-page')).toBe(404);
  expect(await head('/en')).toBe(200);
}

describe('HEAD page checks served by the Vite plugin', () => {
  let dev: ViteDevServer;
  let prod: PreviewServer;
  let dir: string;
  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'ditp-head-'));
    writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>x</title>');
    const common = {
      configFile: false as const,
      root: dir,
      logLevel: 'silent' as const,
      plugins: [pageExistsPlugin({ cmsUrl: cmsUrl() })],
    };
    dev = await createServer({ ...common, server: { host: '127.0.0.1', port: 0 } });
    await dev.listen();
    prod = await preview({
      ...common,
      build: { outDir: dir },
      preview: { host: '127.0.0.1', port: 0 },
    });
  });
  afterAll(async () => {
    await dev?.close();
    await new Promise<void>((r) => prod?.httpServer.close(() => r()));
    rmSync(dir, { recursive: true, force: true });
  });

  it('answers 200 / 404 per locale on the dev server and on vite preview', async () => {
    const { thOnly, shared } = await thOnlyAndShared();
    for (const base of [dev.resolvedUrls!.local[0]!, prod.resolvedUrls!.local[0]!]) {
      await expectTruthfulHead(base, thOnly, shared);
      // GET still gets the SPA
      expect((await fetch(new URL(`/en/post/${thOnly}`, base))).status).toBe(200);
    }
  });
});

const pageService = (cms: string, siteUrl?: string) =>
  testPageService({ cmsUrl: cms, dataTimeoutMs: 2000, siteUrl });

describe('the page service (production, behind nginx)', () => {
  it('answers HEAD 200 / 404 per locale, 200 outside the locales', async () => {
    const { thOnly, shared } = await thOnlyAndShared();
    const service = await pageService(cmsUrl());
    try {
      await expectTruthfulHead(service.url, thOnly, shared);
      expect((await fetch(new URL('/', service.url), { method: 'HEAD' })).status).toBe(200);
      expect((await fetch(new URL('/en', service.url), { method: 'POST' })).status).toBe(405);
    } finally {
      await service.close();
    }
  });

  it('answers GET with the page rendered from the CMS, its title, language and status', async () => {
    const { shared } = await thOnlyAndShared();
    const post = (await (
      await fetch(`${cmsUrl()}/api/posts/${shared}?locale=en&fields[0]=title`)
    ).json()) as { data: { title: string } };
    const service = await pageService(cmsUrl());
    try {
      // Whatever Host and X-Forwarded-* the client sends, links use the configured origin (here
      // none: the documented default), never the request's.
      const res = await new Promise<{ status: number; timing: string; html: string }>(
        (resolve, reject) =>
          http
            .get(
              new URL(`/en/post/${shared}`, service.url),
              {
                headers: {
                  host: 'evil.example',
                  'x-forwarded-host': 'evil.example',
                  'x-forwarded-proto': 'http',
                },
              },
              (answer) => {
                let html = '';
                answer.setEncoding('utf8');
                answer.on('data', (chunk: string) => (html += chunk));
                answer.on('end', () =>
                  resolve({
                    status: answer.statusCode ?? 0,
                    timing: String(answer.headers['server-timing']),
                    html,
                  }),
                );
              },
            )
            .on('error', reject),
      );
      expect(res.status).toBe(200);
      expect(res.timing).toMatch(/render;dur=\d+/);
      const html = res.html;
      expect(html).toMatch(/^<!doctype html><html lang="en">/);
      const escaped = post.data.title.replace(/&/g, '&amp;').replace(/</g, '&lt;');
      expect(html).toContain(`<title>${escaped} – DITP</title>`);
      expect(html).toContain(`<h1`);
      expect(html).toContain(escaped);
      expect(html).toContain(
        `<link rel="alternate" hreflang="th-TH" href="${DEFAULT_SITE_URL}/th/post/${shared}" data-ssr>`,
      );
      expect(html).not.toContain('evil.example');
      // The footer's copyright is this year's.
      expect(html).toContain(`© ${new Date().getFullYear()} Department of International Trade`);
      // The CMS answers travel with the page, for hydration; no inline script React would add.
      expect(html).toMatch(/<script type="application\/json" id="ssr-data">\{"locale":"en"/);
      expect(html.match(/<script\b(?![^>]*application\/(?:ld\+)?json)/g) ?? []).toEqual([]);
      // With the lazy chunks the page rendered: the browser loads them before it hydrates.
      const payload = JSON.parse(
        /<script type="application\/json" id="ssr-data">(.*?)<\/script>/s.exec(html)![1]!,
      ) as { chunks: string[] };
      expect(payload.chunks).toContain('ContentDetail');

      const missing = await fetch(new URL('/en/no-such-page', service.url));
      expect(missing.status).toBe(404);
      const missingHtml = await missing.text();
      expect(missingHtml).toContain('<meta name="robots" content="noindex" data-ssr>');
      // The banner's chunk too: this request has no consent cookie (site/shell/SiteConsent.tsx).
      expect(missingHtml).toContain('"chunks":["CookieBanner","NotFound"]');

      // No locale: the static shell (the browser picks the visitor's stored locale).
      const root = await fetch(new URL('/', service.url));
      expect(root.status).toBe(200);
      expect(await root.text()).toBe(TEMPLATE);

      // A file's address no file answered: a plain 404, never the application's HTML.
      for (const path of [
        '/sitemap.xml.gz',
        '/feed.json',
        '/th/feed.atom',
        '/en/ditp-news/rss.xml',
      ]) {
        const file = await fetch(new URL(path, service.url));
        expect(file.status, path).toBe(404);
        expect(file.headers.get('content-type'), path).toMatch(/^text\/plain/);
        expect(await file.text(), path).not.toMatch(/<html|<div id="root"/);
        expect((await fetch(new URL(path, service.url), { method: 'HEAD' })).status, path).toBe(
          404,
        );
      }
    } finally {
      await service.close();
    }
  });

  it('with a configured site URL, links to the page in other languages use it, whatever the Host', async () => {
    const service = await pageService(cmsUrl(), 'https://www.ditp.example');
    try {
      const html = await (await fetch(new URL('/en/ditp-news', service.url))).text();
      expect(html).toContain(
        '<link rel="alternate" hreflang="th-TH" href="https://www.ditp.example/th/ditp-news" data-ssr>',
      );
    } finally {
      await service.close();
    }
  });

  it('with the CMS unreachable: HEAD says 502, GET a 503 page in its language with the shell, never a 200 without content', async () => {
    const service = await pageService('http://127.0.0.1:9');
    try {
      const res = await fetch(new URL('/en/post/abc', service.url), { method: 'HEAD' });
      expect(res.status).toBe(502);
      for (const [locale, message] of [
        ['en', 'This page is temporarily unavailable'],
        ['th', 'หน้านี้ไม่พร้อมใช้งานชั่วคราว'],
      ]) {
        const page = await fetch(new URL(`/${locale}/ditp-news`, service.url));
        expect(page.status).toBe(503);
        expect(Number(page.headers.get('retry-after'))).toBeGreaterThan(0);
        expect(page.headers.get('cache-control')).toBe('no-store');
        const html = await page.text();
        expect(html).toMatch(new RegExp(`^<!doctype html><html lang="${locale}">`));
        expect(html).toContain('<meta name="robots" content="noindex" data-ssr>');
        expect(html).toContain(`<h1`);
        expect(html).toContain(message);
        // The shell, so the visitor can move on; no server data, so the browser app renders the
        // page afresh and reads the CMS itself.
        expect(html).toContain('<header');
        expect(html).toContain('<footer');
        expect(html).not.toContain('id="ssr-data"');
      }
      // An unknown address is still a 404.
      const missing = await fetch(new URL('/en/no-such-page', service.url));
      expect(missing.status).toBe(404);
    } finally {
      await service.close();
    }
  });
});
