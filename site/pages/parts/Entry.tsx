import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import {
  CardGrid,
  DateText,
  ImageWithFallback,
  Link,
  LOCALE_TAGS,
  ShareLinks,
  Stack,
  type BreadcrumbItem,
  type Locale,
} from '../../../design-system';
import { collectionByKey, localePath } from '../../cms/collections';
import { DEFAULT_IMAGE, mediaUrl } from '../../cms/config';
import { snippet, truncate } from '../../cms/text';
import { DESCRIPTION_LENGTH, usePageMeta } from '../../shell/useDocumentTitle';
import { useStructuredData } from '../../shell/structuredData';
import { usePublicOrigin } from '../../shell/serverHead';
import { useLocation } from '../../router';
import { useCollectionList } from '../../cms/hooks';
import type { ContentItem } from '../../cms/types';
import { Html } from './Html';
import { ItemCard } from './ItemCard';
import { NoticeFacts } from './NoticeFacts';
import { PageTitle } from './PageTitle';
import * as styles from './parts.css';

/** Home > the collection's list page, for a detail page's breadcrumbs. */
export function useTrail(collectionKey: string, locale: string): BreadcrumbItem[] {
  const { i18n } = useLingui();
  const def = collectionByKey(collectionKey);
  const list = def?.listPages[0];
  return def && list ? [{ label: i18n._(def.label), href: localePath(locale, list.path) }] : [];
}

export interface EntryProps {
  item: ContentItem;
  collectionKey?: string;
  locale: string;
  trail?: BreadcrumbItem[];
  /** Under the content (e.g. the job application form). */
  children?: ReactNode;
  /** Offer sharing its public address (not on previews). @default false */
  shareable?: boolean;
}

/**
 * One CMS entry: breadcrumbs, title, date, the notice's facts (its collection's `facts`), image,
 * sanitised content, then `children`.
 */
export function Entry({
  item,
  collectionKey,
  locale,
  trail,
  children,
  shareable = false,
}: EntryProps) {
  const { t } = useLingui();
  const date = item.publish_date ?? item.createdAt ?? null;
  const description = item.summary
    ? truncate(item.summary, DESCRIPTION_LENGTH)
    : snippet(item.content_html, DESCRIPTION_LENGTH);
  const image = item.image ? mediaUrl(item.image.formats?.large?.url ?? item.image.url) : undefined;
  // Link previews take the CMS's 1200 × 630 crop when the upload was large enough for one.
  const og = item.image?.formats?.og;
  usePageMeta({
    description,
    image: og ? mediaUrl(og.url) : image,
    imageSize:
      og?.width && og.height ? { width: og.width, height: og.height, type: og.mime } : undefined,
    type: 'article',
  });
  const def = collectionKey ? collectionByKey(collectionKey) : undefined;
  // Shared: this page's own address (a trending product's detail page too, though its card
  // links elsewhere), never its query (a language notice).
  const origin = usePublicOrigin();
  const { pathname } = useLocation();
  useStructuredData(
    def?.structuredData === 'article' && date
      ? {
          kind: 'article',
          headline: item.title,
          description,
          url: pathname,
          image,
          datePublished: date,
          dateModified: item.updatedAt,
          publisher: t`Department of International Trade Promotion`,
          language: LOCALE_TAGS[locale as Locale] ?? locale,
        }
      : null,
  );
  return (
    <article>
      <PageTitle title={item.title} trail={trail} locale={locale}>
        {date ? (
          <p className={styles.meta}>
            {t`Published`} <DateText value={date} />
          </p>
        ) : null}
      </PageTitle>
      <Stack gap="lg">
        {def?.facts.length ? (
          <NoticeFacts item={item} facts={def.facts} locale={locale as Locale} />
        ) : null}
        {item.image ? (
          <figure className={styles.figure}>
            <ImageWithFallback
              src={mediaUrl(item.image.formats?.large?.url ?? item.image.url)}
              fallbackSrc={DEFAULT_IMAGE}
              alt={item.image.alternativeText ?? ''}
              width={item.image.width ?? undefined}
              height={item.image.height ?? undefined}
              // The lead image sits under the title: the page's likely Largest Contentful Paint.
              priority
            />
          </figure>
        ) : null}
        <Html html={item.content_html} />
        {typeof item.link_url === 'string' && /^https?:\/\//.test(item.link_url) ? (
          <p>
            <Link href={item.link_url} external variant="standalone">
              {t`Open the original source`}
            </Link>
          </p>
        ) : null}
        {shareable ? <ShareLinks url={`${origin}${pathname}`} title={item.title} /> : null}
        {children}
      </Stack>
    </article>
  );
}

/** Up to three other entries of the same collection ("Related"). */
export function Related({
  collectionKey,
  currentId,
  locale,
}: {
  collectionKey: string;
  currentId: string;
  locale: string;
}) {
  const { t } = useLingui();
  const list = useCollectionList(collectionKey, { pageSize: 4, cards: true });
  const items = (list.data?.data ?? []).filter((i) => i.documentId !== currentId).slice(0, 3);
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="related-heading">
      <Stack gap="md">
        <h2 id="related-heading" className={styles.h2}>
          {t`Related`}
        </h2>
        {/* Three cards in wide columns: one row on a desktop screen. */}
        <CardGrid minColumn="lg">
          {items.map((item) => (
            <ItemCard
              key={item.documentId}
              collectionKey={collectionKey}
              item={item}
              locale={locale}
            />
          ))}
        </CardGrid>
      </Stack>
    </section>
  );
}
