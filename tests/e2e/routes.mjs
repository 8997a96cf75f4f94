// @ts-check
/**
 * THE list of the site's page types, one sample path each. `npm run a11y:report`, `npm run bench`
 * and the e2e tests (nginx/CSP, smoke) all read it, so a new page type is covered everywhere by
 * adding ONE entry here.
 *
 * Entry fields:
 *   type     short unique name (report rows, bench rows)
 *   path     sample path; `{locale}` is replaced by each locale, `{id}`/any `{name}` by the values
 *            `resolve` returns
 *   resolve  optional async ({ cmsUrl, locale }) => ({ id, ... }) for detail pages that need a real
 *            entry from the CMS at run time; use `firstEntry()` below. Return null to skip the route
 *            in that locale (no content there), with a note in the report.
 *   ready    optional CSS selector to wait for once the network is idle (default: `main h1`)
 *   status   optional: 'not-found' marks the page as expected to show the not-found content
 *
 * Examples for the page types that land later:
 *   { type: 'news-list', path: '/{locale}/news' },
 *   { type: 'news-detail', path: '/{locale}/news/{id}', resolve: ({ cmsUrl, locale }) => firstEntry(cmsUrl, 'ditp-news-items', locale) },
 *   { type: 'search', path: '/{locale}/?query=export' },
 */
import { LOCALES, siteDate } from '../../scripts/lib/model.mjs';

/** The site's locales: the model's list (cms/src/model/locales.ts). */
export { LOCALES };

/**
 * The first published entry of a Strapi collection in a locale: `{ id: documentId, slug? }`, or null
 * when the collection has none there.
 * @param {string} cmsUrl  base URL of the CMS (http://127.0.0.1:port)
 * @param {string} apiPath plural API id, e.g. 'posts', 'overseas-offices'
 * @param {string} locale
 * @param {Record<string, string>} [query] extra query parameters (filters)
 */
export async function firstEntry(cmsUrl, apiPath, locale, query = {}) {
  const url = new URL(`/api/${apiPath}`, cmsUrl);
  url.searchParams.set('locale', locale);
  url.searchParams.set('pagination[pageSize]', '1');
  url.searchParams.set('sort', 'createdAt:desc');
  for (const [k, v] of Object.entries(query)) url.searchParams.set(k, v);
  const res = await fetch(url, { signal: AbortSignal.timeout(30_000) });
  if (!res.ok) throw new Error(`routes: GET ${url.pathname} answered ${res.status}`);
  const body = await res.json();
  const entry = Array.isArray(body.data) ? body.data[0] : body.data;
  if (!entry) return null;
  return {
    id: entry.documentId,
    documentId: entry.documentId,
    numericId: entry.id,
    slug: entry.slug,
  };
}

/** @type {{ type: string, path: string, resolve?: (ctx: { cmsUrl: string, locale: string }) => Promise<Record<string, string> | null>, ready?: string, status?: 'not-found' }[]} */
export const pageTypes = [
  { type: 'home', path: '/{locale}/' },
  { type: 'not-found', path: '/{locale}/no-such-page', status: 'not-found' },
  // Site pages (site/routes.tsx): one of each page template.
  { type: 'list', path: '/{locale}/ditp-news' },
  { type: 'list-filtered', path: '/{locale}/international-foreign-market/Trade-Guide' },
  {
    type: 'detail',
    path: '/{locale}/post/ditpnew/{id}',
    // A visible entry: the newest one by creation is a scheduled fixture the site hides (404).
    resolve: ({ cmsUrl, locale }) =>
      firstEntry(cmsUrl, 'ditp-news', locale, {
        'filters[$or][0][publish_date][$lte]': new Date().toISOString(),
        'filters[$or][1][publish_date][$null]': 'true',
      }),
  },
  { type: 'single', path: '/{locale}/post/about/about-ditp-thai' },
  { type: 'faq', path: '/{locale}/frequently-ask' },
  { type: 'anchored-list', path: '/{locale}/post/about/about-ditp-2' },
  { type: 'offices', path: '/{locale}/overseas-office-and-honorary-trade-advisors-hta' },
  { type: 'search-results', path: '/{locale}/?query=export' },
  { type: 'sitemap', path: '/{locale}/sitemap' },
  { type: 'login', path: '/{locale}/login' },
  // The newsletter e-mails' links (the token is checked only when the visitor presses the button).
  { type: 'newsletter-confirm', path: '/{locale}/newsletter/confirm?token=sample-token' },
  { type: 'newsletter-unsubscribe', path: '/{locale}/newsletter/unsubscribe?token=sample-token' },
  // The public forms: each form page.
  { type: 'form-contact', path: '/{locale}/post/contact/contact-ditp' },
  { type: 'form-survey', path: '/{locale}/survey-form' },
  { type: 'form-complaint', path: '/{locale}/corruption-and-Misconduct-Complaint-Form' },
  { type: 'form-opinions', path: '/{locale}/opinions-for-the-ditp' },
  {
    type: 'form-job',
    path: '/{locale}/apply-for-work/{id}',
    // An open job: after its closing date a posting shows a notice instead of the form.
    resolve: ({ cmsUrl, locale }) =>
      firstEntry(cmsUrl, 'apply-for-works', locale, {
        'filters[$or][0][closing_date][$gte]': siteDate(),
        'filters[$or][1][closing_date][$null]': 'true',
      }),
    ready: 'main form',
  },
];

/**
 * Resolves every page type for one locale into concrete paths.
 * @param {{ cmsUrl: string, locale: string, types?: typeof pageTypes }} options types: the page
 *   types to resolve (default every one)
 * @returns {Promise<{ type: string, locale: string, path: string, ready: string, status?: 'not-found', skipped?: string }[]>}
 */
export async function resolveRoutes({ cmsUrl, locale, types = pageTypes }) {
  const out = [];
  for (const pt of types) {
    /** @type {Record<string, string>} what `resolve` found: `{name}` -> value */
    let values = {};
    let skipped;
    if (pt.resolve) {
      try {
        const v = await pt.resolve({ cmsUrl, locale });
        if (v) values = v;
        else skipped = `no ${pt.type} content in ${locale}`;
      } catch (e) {
        skipped = `could not resolve a sample: ${/** @type {Error} */ (e).message}`;
      }
    }
    const path = pt.path.replace(/\{(\w+)\}/g, (_, k) =>
      k === 'locale' ? locale : encodeURIComponent(String(values[k] ?? `{${k}}`)),
    );
    out.push({
      type: pt.type,
      locale,
      path,
      ready: pt.ready ?? 'main h1',
      status: pt.status,
      ...(skipped ? { skipped } : {}),
    });
  }
  return out;
}
