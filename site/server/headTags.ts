/**
 * The head of a server-rendered page (site/server/render.tsx): title, description, canonical
 * address, hreflang alternates, Open Graph and Twitter card tags, `noindex`, all from what the page
 * said while rendering (site/shell/serverHead.ts) and the configured public origin (never the
 * request's Host). Every tag is marked `data-ssr`. Pure: tested in tests/unit/site/headTags.test.tsx.
 */
import { LOCALES, LOCALE_TAGS, type Locale } from '../../design-system';
import { DESCRIPTION_LENGTH, type PageMeta } from '../shell/serverHead';
import { FROM_PARAM, NOTICE_PARAM } from '../shell/languageSwitch';
import { truncate } from '../cms/text';
import { escapeHtml } from '../../cms/src/model/html';
import { OG_IMAGE_SIZE, defaultOgImage } from '../shell/ogImage';
import { structuredDataTags, type StructuredData } from '../shell/structuredData';
import { PRESENCE_ONLY_QUERY_PARAMS } from './pageAddress';

export { escapeHtml };

/** Query parameters that never belong in a page's canonical address (a notice, a secret). */
const NOT_CANONICAL = new Set([FROM_PARAM, NOTICE_PARAM, ...PRESENCE_ONLY_QUERY_PARAMS]);

/** `th-TH` -> `th_TH`, the form Open Graph's `og:locale` takes. */
const ogLocale = (locale: Locale) => LOCALE_TAGS[locale].replace('-', '_');

export interface HeadInput {
  locale: Locale;
  /** The page's address as rendered: path and the query parameters pages read. */
  pathname: string;
  search: string;
  /** The configured public origin, e.g. https://www.ditp.go.th. */
  origin: string;
  title: string;
  meta: PageMeta;
  noindex: boolean;
  status: number;
  /** What the page stated as structured data (written on pages that may be indexed). */
  structuredData?: readonly StructuredData[];
}

export function headTags({
  locale,
  pathname,
  search,
  origin,
  title,
  meta,
  noindex,
  status,
  structuredData = [],
}: HeadInput): string {
  const attr = (text: string) => escapeHtml(text);
  const description = meta.description ? truncate(meta.description, DESCRIPTION_LENGTH) : undefined;
  const absolute = (url: string) => (/^https?:\/\//i.test(url) ? url : `${origin}${url}`);
  const rest = pathname.slice(locale.length + 1) + search;
  const params = new URLSearchParams(search);
  for (const name of NOT_CANONICAL) params.delete(name);
  if (params.get('page') === '1') params.delete('page');
  const query = params.toString();
  const canonical = `${origin}${pathname}${query ? `?${query}` : ''}`;
  // Only a real page that may be indexed names its canonical address and its alternates.
  const indexable = status === 200 && !noindex;
  const tags = [
    `<title>${escapeHtml(title)}</title>`,
    description ? `<meta name="description" content="${attr(description)}" data-ssr>` : '',
    indexable ? `<link rel="canonical" href="${attr(canonical)}" data-ssr>` : '',
    ...LOCALES.map(
      (l) =>
        `<link rel="alternate" hreflang="${LOCALE_TAGS[l]}" href="${attr(`${origin}/${l}${rest}`)}" data-ssr>`,
    ),
    noindex ? '<meta name="robots" content="noindex" data-ssr>' : '',
  ];
  if (status === 200) {
    const og: Array<[string, string | undefined]> = [
      ['og:type', meta.type ?? 'website'],
      ['og:site_name', meta.siteName],
      ['og:title', title],
      ['og:description', description],
      ['og:url', canonical],
      ['og:locale', ogLocale(locale)],
      ...LOCALES.filter((l) => l !== locale).map((l): [string, string] => [
        'og:locale:alternate',
        ogLocale(l),
      ]),
      // The page's own image, else the locale's designed card (site/shell/ogImage.ts).
      ['og:image', absolute(meta.image ?? defaultOgImage(locale))],
      ...imageSize(meta),
    ];
    for (const [property, content] of og)
      if (content) tags.push(`<meta property="${property}" content="${attr(content)}" data-ssr>`);
    tags.push('<meta name="twitter:card" content="summary_large_image" data-ssr>');
    if (indexable) tags.push(structuredDataTags(structuredData, origin));
    if (meta.feed)
      tags.push(
        `<link rel="alternate" type="application/atom+xml" title="${attr(meta.feed.title)}" href="${attr(absolute(meta.feed.href))}" data-ssr>`,
      );
  }
  return tags.join('');
}

/** The preview image's size and type: the page's (when known) or the default card's. */
function imageSize(meta: PageMeta): Array<[string, string | undefined]> {
  const size = meta.image ? meta.imageSize : { ...OG_IMAGE_SIZE, type: 'image/png' };
  if (!size) return [];
  return [
    ['og:image:width', String(size.width)],
    ['og:image:height', String(size.height)],
    ['og:image:type', size.type],
  ];
}
