/**
 * Server rendering of the site's pages: the HTML of `/{locale}/...` with the page's CMS content
 * in it, so that the first paint (and the largest image) needs no JavaScript and no second round
 * trip, and the browser then hydrates that markup (site/main.tsx).
 *
 *   const renderer = await createRenderer({ template, cmsUrl });
 *   const page = await renderer.render('/th/ditp-news', { origin: 'https://www.ditp.go.th' });
 *   // -> { status: 200 | 404, html, complete } or null: serve the static shell (dist/index.html)
 *
 * How a page is rendered:
 *  1. the locale's messages (both catalogs) are activated;
 *  2. a render pass (react-dom/static `prerender`, which waits for lazy page chunks) records the
 *     CMS reads the page asks for (site/cms/ssr.ts); the server runs them against the CMS, each
 *     within `dataTimeoutMs`; the next pass renders with their answers, until no new read appears
 *     (at most `maxPasses`);
 *  3. the markup goes into dist/index.html with `<html lang>`, the title, hreflang alternates,
 *     `noindex` where the page asks for it, and as JSON for hydration the answers and the lazy
 *     chunks the page rendered (the browser loads those before it hydrates: site/lazyChunk.tsx).
 * A read that fails or is late is cancelled and left to the browser: the server renders its
 * skeleton, exactly as the browser would, and `complete` is false (the page service neither caches
 * nor serves that page as it is: ./pageService.ts). With a CMS gate (./cmsGate.ts) every read gets
 * the pass's data deadline as its abort signal and the page request's id.
 *
 * `unavailablePage(locale)` is the page the service answers 503 with when it has no complete page
 * to give: the shell with a short message (site/pages/ServiceUnavailable.tsx), no CMS content, no
 * server data (so the browser app renders the page afresh and reads the CMS itself), `noindex`.
 *
 * Not rendered here (null): paths without a locale (the browser picks the visitor's stored locale)
 * and previews (drafts are never rendered or cached on the server).
 *
 * Lingui's `i18n` is one object per process: render passes run one after another (a queue), the
 * CMS reads of different requests in parallel. An answer is shared by the renders that ask for the
 * same read within `sharedReadMs` (./sharedReads.ts): the menu and a list's filters are read once
 * for many pages, not once per page.
 */
import type { ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { SWRConfig } from 'swr';
import { configureSanitizer } from '../../design-system/server';
import { isLocale, type Locale } from '../../design-system';
import { App } from '../App';
import { setCmsBaseUrl, setCmsFetch } from '../cms/client';
import { swrConfig } from '../cms/hooks';
import {
  ServerDataContext,
  scriptJson,
  SSR_DATA_ID,
  type ServerData,
  type SsrPayload,
} from '../cms/ssr';
import { activateLocale, i18n } from '../i18n/i18n';
import { organizationData } from '../shell/structuredData';
import { RequestConsentContext } from '../consent/requestConsent';
import { RenderedChunksContext } from '../lazyChunk';
import ServiceUnavailable from '../pages/ServiceUnavailable';
import { Route, Routes, StaticRouter } from '../router';
import { LocaleLayout } from '../shell/LocaleLayout';
import { ServerHead, ServerHeadContext } from '../shell/serverHead';
import type { CmsGate, ReadContext } from './cmsGate';
import { escapeHtml, headTags } from './headTags';
import { classifyInlineStyles } from './inlineStyles';
import { createSharedReads } from './sharedReads';

export interface RendererOptions {
  /** dist/index.html: the document the markup goes into. */
  template: string;
  /** Origin of the CMS the server reads, e.g. http://127.0.0.1:1337. */
  cmsUrl: string;
  /** A window for the RichText sanitiser (jsdom's): DOMPurify needs a DOM. */
  domWindow: Window & typeof globalThis;
  /** Longest wait for the CMS per render pass; later answers are left to the browser. @default 1500 */
  dataTimeoutMs?: number;
  /** @default 3 */
  maxPasses?: number;
  /** Where the CMS reads go (deadline, request id, concurrency cap, breaker); none: plain fetch. */
  gate?: CmsGate;
  /**
   * How long a CMS answer is reused by later renders (./sharedReads.ts); a read running for
   * another render is joined meanwhile. 0: every render reads for itself. @default 0
   */
  sharedReadMs?: number;
}

export interface RenderOptions {
  /** The site's public origin, for hreflang links and the sanitiser. */
  origin: string;
  /** The request's end (the visitor left, its deadline passed): stops the render, aborts reads. */
  signal?: AbortSignal;
  /** Passed on to every CMS read as X-Request-Id. */
  requestId?: string;
  /** This render is the circuit breaker's probe (./cmsGate.ts). */
  probe?: boolean;
  /**
   * The request carries a consent decision (site/consent/requestConsent.ts): without one the
   * page is rendered with the cookie banner. @default true
   */
  consentDecided?: boolean;
}

export interface RenderedPage {
  status: number;
  html: string;
  /** Every CMS read answered: the page may be cached. */
  complete: boolean;
  /** Milliseconds spent rendering and waiting for the CMS (for a `Server-Timing` header). */
  timings: { render: number; cms: number };
}

export interface Renderer {
  render(url: string, options: RenderOptions): Promise<RenderedPage | null>;
  /** The 503 page of `locale` (rendered once, then reused): shell, message, `noindex`. */
  unavailablePage(locale: Locale): Promise<string>;
}

/** Markers of dist/index.html the renderer fills in (the build's own output: checked at start). */
const ROOT = '<div id="root"></div>';
const TITLE = /<title>[^<]*<\/title>/;
const HTML_LANG = /<html lang="[^"]*"/;
/** The build's site-wide description: every rendered page writes its own (./headTags.ts). */
const TEMPLATE_DESCRIPTION = /<meta\s+name="description"[^>]*>\s*/;

async function toHtml(element: ReactNode, signal: AbortSignal): Promise<string> {
  const errors: unknown[] = [];
  const { prelude } = await prerender(element, {
    signal,
    // Every Suspense boundary in place: React would otherwise move large ones to the end of the
    // document with an inline script to swap them in, which the CSP blocks (deploy/README.md).
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    onError(error) {
      errors.push(error);
    },
  });
  for (const error of errors) console.error('[ditp] server render:', error);
  const markup = await new Response(prelude).text();
  if (/<script\b/i.test(markup)) {
    throw new Error('render: React emitted an inline script, which the CSP would block');
  }
  return classifyInlineStyles(markup);
}

/** The locale of a page the server renders; null for what it does not (no locale, a preview). */
export function renderedLocale(pathname: string): Locale | null {
  const [, first, second] = pathname.split('/');
  return isLocale(first) && second !== 'preview' ? first : null;
}

/** `promise`'s value, or null as soon as `signal` aborts. */
function untilAborted<T>(promise: Promise<T | null>, signal: AbortSignal): Promise<T | null> {
  if (signal.aborted) return Promise.resolve(null);
  let stop: (() => void) | undefined;
  return Promise.race([
    promise,
    new Promise<null>((resolve) => {
      stop = () => resolve(null);
      signal.addEventListener('abort', stop, { once: true });
    }),
  ]).finally(() => signal.removeEventListener('abort', stop!));
}

/** Waits for `promise` at most `ms`; `undefined` when it is late. */
function within<T>(promise: Promise<T>, ms: number): Promise<T | undefined> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  return Promise.race([
    promise,
    new Promise<undefined>((resolve) => {
      timer = setTimeout(() => resolve(undefined), ms);
    }),
  ]).finally(() => clearTimeout(timer));
}

export function createRenderer({
  template,
  cmsUrl,
  domWindow,
  dataTimeoutMs = 1500,
  maxPasses = 3,
  gate,
  sharedReadMs = 0,
}: RendererOptions): Renderer {
  if (!template.includes(ROOT) || !TITLE.test(template) || !HTML_LANG.test(template)) {
    throw new Error("render: the template is not the site build's index.html");
  }
  setCmsBaseUrl(cmsUrl);
  setCmsFetch(gate ? gate.fetch : null);
  const shared = createSharedReads({ ms: sharedReadMs });

  let queue: Promise<unknown> = Promise.resolve();
  /** Runs `task` after every earlier render pass (one Lingui locale at a time). */
  const serial = <T,>(task: () => Promise<T>): Promise<T> => {
    const run = queue.then(task, task);
    queue = run.catch(() => {});
    return run;
  };

  async function pass(
    content: ReactNode,
    locale: Locale,
    origin: string,
    data: ServerData,
    signal?: AbortSignal,
    home = false,
  ) {
    return serial(async () => {
      signal?.throwIfAborted();
      await activateLocale(locale, { pages: true });
      configureSanitizer({ window: domWindow, origin });
      const head = new ServerHead();
      head.origin = origin;
      const chunks = new Set<string>();
      const element = (
        <RenderedChunksContext.Provider value={chunks}>
          <ServerHeadContext.Provider value={head}>
            <ServerDataContext.Provider value={data}>{content}</ServerDataContext.Provider>
          </ServerHeadContext.Provider>
        </RenderedChunksContext.Provider>
      );
      const limit = AbortSignal.timeout(10_000);
      const markup = await toHtml(element, signal ? AbortSignal.any([signal, limit]) : limit);
      // A locale's home page states the organisation (written here, in the locale still active,
      // so that the home route's JS carries none of it).
      if (home && head.status === undefined) head.setStructuredData(organizationData(i18n, locale));
      return { markup, head, chunks: [...chunks].sort() };
    });
  }

  const app = (url: string, data: ServerData, consentDecided: boolean) => (
    <RequestConsentContext.Provider value={consentDecided}>
      <App
        fallback={data.fallback}
        router={(routes) => <StaticRouter location={url}>{routes}</StaticRouter>}
      />
    </RequestConsentContext.Provider>
  );

  /** The document: dist/index.html with the page's language, head tags and markup. */
  function documentOf(locale: Locale, head: string, root: string) {
    return (
      template
        .replace(HTML_LANG, `<html lang="${locale}"`)
        // Preloads meant for one locale (the Thai font: vite.config.ts) stay on its pages only.
        .replace(/<link [^>]*data-locale="([\w-]+)"[^>]*>\s*/g, (tag, only: string) =>
          only === locale ? tag : '',
        )
        .replace(TEMPLATE_DESCRIPTION, '')
        .replace(TITLE, () => head)
        .replace(ROOT, () => root)
    );
  }

  const unavailable = new Map<Locale, Promise<string>>();

  return {
    unavailablePage(locale) {
      let page = unavailable.get(locale);
      if (!page) {
        // No CMS read is made (the layout's own reads are only recorded), so this never waits for
        // the CMS, and the result depends on the build and the locale only.
        page = pass(
          <SWRConfig value={swrConfig}>
            <StaticRouter location={`/${locale}/`}>
              <Routes>
                <Route path="/:locale" element={<LocaleLayout />}>
                  <Route index element={<ServiceUnavailable />} />
                </Route>
              </Routes>
            </StaticRouter>
          </SWRConfig>,
          locale,
          'http://localhost',
          { wanted: new Map(), fallback: {} },
        ).then(({ markup, head }) =>
          documentOf(
            locale,
            `<title>${escapeHtml(head.title ?? 'DITP')}</title><meta name="robots" content="noindex" data-ssr>`,
            // No server data: the browser renders the page afresh (site/main.tsx).
            `<div id="root">${markup}</div>`,
          ),
        );
        page.catch(() => unavailable.delete(locale));
        unavailable.set(locale, page);
      }
      return page;
    },

    async render(url, { origin, signal, requestId, probe, consentDecided = true }) {
      const { pathname, search } = new URL(url, 'http://site');
      const locale = renderedLocale(pathname);
      if (!locale) return null;

      const data: ServerData = { wanted: new Map(), fallback: {} };
      const isHome = pathname.replace(/\/+$/, '') === `/${locale}`;
      const timings = { render: 0, cms: 0 };
      const timed = async <T,>(what: keyof typeof timings, task: () => Promise<T>) => {
        const start = performance.now();
        try {
          return await task();
        } finally {
          timings[what] += performance.now() - start;
        }
      };
      /** Reads that failed or were late: left to the browser, not asked again by a later pass. */
      const leftToBrowser = new Set<string>();
      const pending = () => [...data.wanted].filter(([key]) => !leftToBrowser.has(key));
      let result = await timed('render', () =>
        pass(app(url, data, consentDecided), locale, origin, data, signal, isHome),
      );
      for (let n = 1; n < maxPasses && pending().length > 0 && !signal?.aborted; n++) {
        const reads = pending();
        data.wanted.clear();
        // The pass's data deadline: reads still running then are aborted (through the gate).
        const limit = AbortSignal.timeout(dataTimeoutMs);
        const deadline = signal ? AbortSignal.any([signal, limit]) : limit;
        const context = { signal: deadline, requestId, probe, path: pathname };
        const send = (read: () => Promise<unknown>, ctx: ReadContext) =>
          (gate ? gate.run(ctx, read) : read()).then(
            (value) => ({ value }),
            () => null,
          );
        const answerOf = (key: string, read: () => Promise<unknown>) =>
          // The breaker's probe reads for itself (its answers decide the breaker).
          sharedReadMs <= 0 || probe
            ? send(read, context)
            : untilAborted(
                shared.answer(key, () =>
                  // Its own data deadline, not this render's: other renders may be waiting for it.
                  send(read, {
                    signal: AbortSignal.timeout(dataTimeoutMs),
                    requestId,
                    path: pathname,
                  }),
                ),
                deadline,
              );
        const answers = await timed('cms', () =>
          Promise.all(
            reads.map(([key, read]) =>
              // `within` as well: a read that ignores its signal still cannot hold the page.
              within(answerOf(key, read), dataTimeoutMs + 100).then((answer) => ({ key, answer })),
            ),
          ),
        );
        let answered = 0;
        for (const { key, answer } of answers) {
          if (answer) {
            data.fallback[key] = answer.value;
            answered++;
          } else leftToBrowser.add(key);
        }
        if (answered === 0 || signal?.aborted) break;
        result = await timed('render', () =>
          pass(app(url, data, consentDecided), locale, origin, data, signal, isHome),
        );
      }
      const complete = leftToBrowser.size === 0 && pending().length === 0 && !signal?.aborted;

      const { markup, head, chunks } = result;
      const html = documentOf(
        locale,
        headTags({
          locale,
          pathname,
          search,
          origin,
          title: head.title ?? 'DITP',
          meta: head.meta,
          noindex: head.noindex,
          status: head.status ?? 200,
          structuredData: [...head.structuredData.values()],
        }),
        `<div id="root">${markup}</div><script type="application/json" id="${SSR_DATA_ID}">${scriptJson({ locale, fallback: data.fallback, chunks, origin } satisfies SsrPayload)}</script>`,
      );
      return {
        status: head.status ?? 200,
        html,
        complete,
        timings: { render: Math.round(timings.render), cms: Math.round(timings.cms) },
      };
    },
  };
}
