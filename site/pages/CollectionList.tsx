import { useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { useSearchParams } from '../router';
import {
  CardGrid,
  EmptyState,
  Inline,
  Link,
  Pagination,
  Select,
  Stack,
  formatMonth,
  formatYear,
} from '../../design-system';
import { siteDate } from '../../cms/src/model/time';
import { siteMonthRange, siteYear, siteYearRange } from '../../cms/src/model/years';
import { collectionByKey, localePath } from '../cms/collections';
import { useCollectionList, useOldestDate } from '../cms/hooks';
import { AnchoredSections } from './parts/AnchoredSections';
import { CmsRegion } from './parts/CmsRegion';
import { ItemCard, leadImageIndex } from './parts/ItemCard';
import { ListSkeleton } from './parts/ListSkeleton';
import { PageTitle } from './parts/PageTitle';
import { usePageLocale } from './parts/usePageLocale';
import { usePageMeta } from '../shell/useDocumentTitle';
import { feedFilters, feedHref } from '../cms/feeds';
import { FEED_LINK_LABEL, SITE_SHORT_NAME, listDescription } from './listMessages';
import * as styles from './parts/parts.css';

export interface CollectionListProps {
  /** Registry key of the collection (`posts`, `ditp-news`...). */
  collectionKey: string;
  /** Which of the collection's list pages this is (its categories narrow the list). */
  listPath: string;
}

const ALL = 'all';

function positiveInt(value: string | null): number {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : 1;
}

/** Years the year filter offers at most (a department's archive of several decades stays usable). */
const MAX_YEARS = 50;

/** `?year=` when it is a year the filter offers, else undefined (no filter). */
function yearParam(value: string | null, thisYear: number): number | undefined {
  const n = Number(value);
  return value && Number.isInteger(n) && n <= thisYear && n > thisYear - MAX_YEARS ? n : undefined;
}

/** `?month=` (1 to 12) when a year is chosen and the month is not in the future, else undefined. */
function monthParam(value: string | null, year: number | undefined, latest: string) {
  const n = Number(value);
  if (!year || !value || !Number.isInteger(n) || n < 1 || n > 12) return undefined;
  return `${year}-${String(n).padStart(2, '0')}` <= latest ? n : undefined;
}

/** One of the list's filters: "All …" first (no filter), then `options`. */
function FilterSelect({
  label,
  allLabel,
  value,
  options,
  onChange,
}: {
  label: string;
  allLabel: string;
  /** The chosen option's id, or ALL. */
  value: string;
  options: { id: string; label: string }[];
  onChange: (id: string) => void;
}) {
  return (
    <Select
      label={label}
      selectedKey={value}
      onSelectionChange={(key) => onChange(String(key ?? ''))}
      options={[{ id: ALL, label: allLabel }, ...options]}
    />
  );
}

/**
 * A collection's list page: cards, newest first, 20 a page; the page number is in the query
 * string (`?page=2`); category (`?category=`, when the page spans several), year (`?year=`) and,
 * once a year is chosen, month (`?month=`, 1 to 12; both in Thailand's calendar), and region
 * (`?region=`, a region documentId) filters where the collection has them.
 */
export default function CollectionList({ collectionKey, listPath }: CollectionListProps) {
  const { t, i18n } = useLingui();
  const locale = usePageLocale();
  const def = collectionByKey(collectionKey)!;
  const listPage = def.listPages.find((p) => p.path === listPath) ?? def.listPages[0];
  const [params, setParams] = useSearchParams();
  const page = positiveInt(params.get('page'));
  const region = params.get('region') || ALL;
  const categoryChoice = params.get('category') || ALL;
  const pageCategories = listPage?.categories ?? [];
  const category =
    categoryChoice !== ALL && pageCategories.includes(categoryChoice)
      ? categoryChoice
      : pageCategories;
  const anchored = collectionKey === 'about-ditp-2s';
  // Years in Thailand: this year down to the year of the oldest dated entry.
  const today = siteDate();
  const thisYear = Number(today.slice(0, 4));
  const year = yearParam(params.get('year'), thisYear);
  const month = monthParam(params.get('month'), year, today.slice(0, 7));
  // The months of the chosen year, up to this month in this year.
  const months = year
    ? Array.from({ length: year === thisYear ? Number(today.slice(5, 7)) : 12 }, (_, i) => i + 1)
    : [];
  const oldest = useOldestDate(collectionKey);
  const oldestYear = oldest.data ? siteYear(oldest.data) : null;
  const years =
    !anchored && oldestYear
      ? Array.from(
          { length: Math.max(0, thisYear - Math.max(oldestYear, thisYear - MAX_YEARS + 1) + 1) },
          (_, i) => thisYear - i,
        )
      : [];

  const list = useCollectionList(collectionKey, {
    page,
    pageSize: anchored ? 100 : 20,
    category: category.length ? category : undefined,
    region: def.filters.region && region !== ALL ? region : undefined,
    dated: year ? (month ? siteMonthRange(year, month) : siteYearRange(year)) : undefined,
    // Anchored pages show every entry's whole body; the others show cards.
    cards: !anchored,
  });
  const regions = useCollectionList('regions', { pageSize: 100 });
  const categories = useCollectionList('categories', { pageSize: 100 });

  const setParam = (name: string, value: string) => {
    const next = new URLSearchParams(params);
    if (value && value !== ALL) next.set(name, value);
    else next.delete(name);
    // A month belongs to its year: another year (or none) starts from all its months.
    if (name === 'year') next.delete('month');
    next.delete('page');
    setParams(next);
  };

  // An empty list in a language the department does not publish everything in (not Thai or
  // English), with no filter chosen: the same list in English, where it has entries.
  const filtered = page > 1 || year || month || region !== ALL || categoryChoice !== ALL;
  const untranslated =
    locale !== 'th' && locale !== 'en' && !filtered ? localePath('en', listPath) : undefined;

  const title =
    (pageCategories.length > 0 &&
      categories.data?.data.find((c) => c.name === pageCategories[0])?.title) ||
    i18n._(def.label);
  // The list's Atom feed, with the filters chosen here (not the year or the page: a feed is news).
  const feed = feedHref(locale, listPath, feedFilters(def, listPage ?? { path: listPath }, params));
  const feedTitle = `${title} – ${i18n._(SITE_SHORT_NAME)}`;
  usePageMeta({
    description: i18n._(listDescription(title)),
    feed: feed ? { href: feed, title: feedTitle } : undefined,
  });
  // The feed's link in the head while the list is shown (the server's copy goes with the other
  // alternates when the browser takes over).
  useEffect(() => {
    if (!feed) return;
    const link = document.createElement('link');
    Object.assign(link, {
      rel: 'alternate',
      type: 'application/atom+xml',
      href: feed,
      title: feedTitle,
    });
    document.head.append(link);
    return () => link.remove();
  }, [feed, feedTitle]);

  return (
    <Stack gap="lg">
      <PageTitle title={title} locale={locale} />
      {!anchored && (def.filters.region || pageCategories.length > 1 || years.length > 1) ? (
        <div role="group" aria-label={t`Filter the list`}>
          <Inline gap="md">
            {pageCategories.length > 1 ? (
              <FilterSelect
                label={t`Category`}
                allLabel={t`All categories`}
                value={categoryChoice}
                onChange={(v) => setParam('category', v)}
                options={pageCategories.map((name) => ({
                  id: name,
                  label: categories.data?.data.find((c) => c.name === name)?.title ?? name,
                }))}
              />
            ) : null}
            {years.length > 1 ? (
              <FilterSelect
                label={t`Year`}
                allLabel={t`All years`}
                value={year ? String(year) : ALL}
                onChange={(v) => setParam('year', v)}
                options={years.map((y) => ({ id: String(y), label: formatYear(y, locale) }))}
              />
            ) : null}
            {years.length > 1 && year ? (
              <FilterSelect
                label={t`Month`}
                allLabel={t`All months`}
                value={month ? String(month) : ALL}
                onChange={(v) => setParam('month', v)}
                options={months.map((m) => ({ id: String(m), label: formatMonth(m, locale) }))}
              />
            ) : null}
            {def.filters.region ? (
              <FilterSelect
                label={t`Region`}
                allLabel={t`All regions`}
                value={region}
                onChange={(v) => setParam('region', v)}
                options={(regions.data?.data ?? []).map((r) => ({
                  id: r.documentId,
                  label: r.title,
                }))}
              />
            ) : null}
          </Inline>
        </div>
      ) : null}
      {feed ? (
        <p className={styles.meta}>
          <Link href={feed} type="application/atom+xml">
            {i18n._(FEED_LINK_LABEL)}
          </Link>
        </p>
      ) : null}
      <CmsRegion result={list} skeleton={<ListSkeleton />}>
        {(body) =>
          body.data.length === 0 ? (
            untranslated ? (
              // Nothing in this language yet: say so, and lead to the same list in English.
              <EmptyState
                description={t`Nothing in this list has been published in this language yet.`}
                action={
                  <Link href={untranslated} hrefLang="en" variant="standalone">
                    {t`Read this list in English`}
                  </Link>
                }
              />
            ) : (
              <EmptyState description={t`There are no entries to show.`} />
            )
          ) : anchored ? (
            <AnchoredSections items={body.data} />
          ) : (
            <Stack gap="lg">
              <CardGrid>
                {body.data.map((item, index) => (
                  <ItemCard
                    key={item.documentId}
                    collectionKey={collectionKey}
                    item={item}
                    locale={locale}
                    headingLevel={2}
                    // The first card image is the list's likely Largest Contentful Paint.
                    priority={index === leadImageIndex(body.data)}
                  />
                ))}
              </CardGrid>
              <Pagination
                page={body.meta.pagination.page}
                pageCount={body.meta.pagination.pageCount}
                hrefFor={(n) => {
                  const next = new URLSearchParams(params);
                  if (n > 1) next.set('page', String(n));
                  else next.delete('page');
                  const qs = next.toString();
                  return `${localePath(locale, listPath)}${qs ? `?${qs}` : ''}`;
                }}
              />
            </Stack>
          )
        }
      </CmsRegion>
    </Stack>
  );
}
