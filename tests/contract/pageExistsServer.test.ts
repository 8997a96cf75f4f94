/**
 * The Vite dev and preview servers, with the site's plugin, answer the language switch's
 * `HEAD /{locale}/...` truthfully from the real CMS (before Vite's SPA fallback would say 200); so
 * does the standalone service nginx routes HEAD to in production (site/server/pageExistsServer.ts).
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createServer, preview, type PreviewServer, type ViteDevServer } from 'vite';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startPageExistsServer } from '../../site/server/pageExistsServer';
import { pageExistsPlugin } from '../../site/server/vitePlugin';

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
      const head = async (p: string) => (await fetch(new URL(p, base), { method: 'HEAD' })).status;
      expect(await head(`/th/post/${thOnly}`)).toBe(200);
      expect(await head(`/en/post/${thOnly}`)).toBe(404);
      expect(await head(`/en/post/${shared}`)).toBe(200);
      expect(await head('/ja/frequently-ask')).toBe(200);
      expect(await head('/en/no-such-page')).toBe(404);
      expect(await head('/en')).toBe(200);
      // GET still gets the SPA
      expect((await fetch(new URL(`/en/post/${thOnly}`, base))).status).toBe(200);
    }
  });
});

describe('the standalone page-exists service (production, behind nginx)', () => {
  it('answers HEAD 200 / 404 per locale, 200 outside the locales, and only HEAD', async () => {
    const { thOnly, shared } = await thOnlyAndShared();
    const service = await startPageExistsServer({ cmsUrl: cmsUrl() });
    try {
      const head = async (p: string) =>
        (await fetch(new URL(p, service.url), { method: 'HEAD' })).status;
      expect(await head(`/th/post/${thOnly}`)).toBe(200);
      expect(await head(`/en/post/${thOnly}`)).toBe(404);
      expect(await head(`/en/post/${shared}`)).toBe(200);
      expect(await head('/ja/frequently-ask')).toBe(200);
      expect(await head('/en/no-such-page')).toBe(404);
      expect(await head('/en')).toBe(200);
      expect(await head('/')).toBe(200);
      expect((await fetch(new URL('/en', service.url))).status).toBe(405);
    } finally {
      await service.close();
    }
  });

  it('answers 502 when the CMS cannot be reached', async () => {
    const service = await startPageExistsServer({ cmsUrl: 'http://127.0.0.1:9', timeoutMs: 2000 });
    try {
      const res = await fetch(new URL('/en/post/abc', service.url), { method: 'HEAD' });
      expect(res.status).toBe(502);
    } finally {
      await service.close();
    }
  });
});
