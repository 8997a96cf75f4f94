import { useLingui } from '@lingui/react/macro';
import { plural } from '@lingui/core/macro';
import { useCms } from '../cms/hooks';
import { useSearchParams } from '../router';
import {
  EmptyState,
  ErrorState,
  Link,
  Pagination,
  ResultList,
  Stack,
  type ResultListItem,
} from '../../design-system';
import { allSearchable, pageHref } from '../cms/collections';
import {
  normalizeQuery,
  searchAll,
  type SearchGroup,
  type SearchPage,
  type SearchResult,
} from '../shell/search';
import type { ReactNode } from 'react';
import { ListSkeleton } from './parts/ListSkeleton';
import { SearchForm } from './SearchForm';
import { PageTitle } from './parts/PageTitle';
import { useNoIndex } from './parts/useNoIndex';
import { usePageLocale } from './parts/usePageLocale';
import * as styles from './parts/parts.css';

/** Results per page when one type is chosen (all types: the first few of each, and a link on). */
export const TYPE_PAGE_SIZE = 10;

function positiveInt(value: string | null): number {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : 1;
}

const asItem = (r: SearchResult): ResultListItem => ({
  id: r.id,
  title: r.title,
  href: r.href,
  external: r.external,
  snippet: r.snippet,
  type: r.collectionLabel,
  date: r.date,
});

/** `/{locale}/?query=…[&type=…][&page=n]` with the given changes; blank values left out. */
function resultsHref(locale: string, params: URLSearchParams, changes: Record<string, string>) {
  const next = new URLSearchParams(params);
  for (const [k, v] of Object.entries(changes)) {
    if (v) next.set(k, v);
    else next.delete(k);
  }
  return `/${locale}/?${next.toString()}`;
}

/**
 * The full results page (`/{locale}/?query=text`), GOV.UK's finder pattern:
 * - a field to refine the search (it keeps the chosen type);
 * - "Filter by type": every type with matches and its count (`?type=`, a collection's key);
 * - all types: each type's first matches as a list to read (title, type, date, the text around
 *   the match with the searched words marked) and a link to all of that type's matches;
 * - one type: its matches, TYPE_PAGE_SIZE a page, with pagination;
 * - nothing found: what to try next.
 * Search results are a tool, not content: kept out of search engines' indexes.
 */
export default function SearchResults({ query }: { query: string }) {
  const { t } = useLingui();
  const locale = usePageLocale();
  useNoIndex();
  const [params] = useSearchParams();
  const text = normalizeQuery(query);
  const searchable = allSearchable();
  const type = searchable.find((d) => d.key === params.get('type'));
  const page = type ? positiveInt(params.get('page')) : 1;

  // Every type's first matches and totals (the filter's counts).
  const all = useCms<SearchPage>(
    text ? ['search:all', text, locale, 1] : null,
    () => searchAll(text, locale, 1),
    { keepPreviousData: true },
  );
  // One type's page, when one is chosen.
  const one = useCms<SearchPage>(
    text && type ? ['search:type', type.key, text, locale, page] : null,
    () => searchAll(text, locale, page, { collections: [type!], pageSize: TYPE_PAGE_SIZE }),
    { keepPreviousData: true },
  );
  const shown = type ? one : all;
  const groups = (all.data?.groups ?? []).filter((g) => g.pagination.total > 0);
  const total = all.data?.total ?? 0;
  const typeGroup = type ? one.data?.groups[0] : undefined;

  return (
    <Stack gap="xl">
      <PageTitle title={t`Search results for “${text}”`} locale={locale}>
        {all.data ? (
          <p role="status" className={styles.meta}>
            {plural(total, { one: '# result', other: '# results' })}
          </p>
        ) : null}
      </PageTitle>
      <SearchForm
        key={text}
        locale={locale}
        text={text}
        type={type?.key}
        label={t`Search the site`}
        landmarkLabel={t`Search the site again`}
      />
      {!shown.data && shown.error ? (
        <ErrorState
          message={t`The search could not be completed.`}
          description={t`The content service did not answer. Check your connection and try again.`}
          onRetry={shown.retry}
        />
      ) : !shown.data || !all.data ? (
        <ListSkeleton />
      ) : total === 0 ? (
        <NothingFound />
      ) : (
        <div className={styles.finder}>
          <nav aria-labelledby="results-filter" className={styles.finderFilter}>
            <Stack gap="sm">
              <h2 id="results-filter" className={styles.h2}>
                {t`Filter by type`}
              </h2>
              <ul className={styles.filterList}>
                <li>
                  <Link
                    href={resultsHref(locale, params, { type: '', page: '' })}
                    aria-current={type ? undefined : 'page'}
                  >
                    {t`All types`} ({total})
                  </Link>
                </li>
                {groups.map((g) => (
                  <li key={g.key}>
                    <Link
                      href={resultsHref(locale, params, { type: g.key, page: '' })}
                      aria-current={type?.key === g.key ? 'page' : undefined}
                    >
                      {g.label} ({g.pagination.total})
                    </Link>
                  </li>
                ))}
              </ul>
            </Stack>
          </nav>
          <div className={styles.finderResults}>
            {type ? (
              typeGroup && typeGroup.results.length > 0 ? (
                <ResultGroup group={typeGroup}>
                  {typeGroup.pagination.pageCount > 1 ? (
                    <Pagination
                      page={page}
                      pageCount={typeGroup.pagination.pageCount}
                      hrefFor={(n) => resultsHref(locale, params, { page: n > 1 ? String(n) : '' })}
                    />
                  ) : null}
                </ResultGroup>
              ) : (
                <EmptyState
                  title={t`No results of this type`}
                  description={t`Choose another type, or all types.`}
                />
              )
            ) : (
              <div className={styles.groupList}>
                {groups.map((group) => (
                  <ResultGroup key={group.key} group={group}>
                    {group.pagination.total > group.results.length ? (
                      <p>
                        <Link
                          href={resultsHref(locale, params, { type: group.key, page: '' })}
                          variant="standalone"
                        >
                          {t`All ${group.pagination.total} results in ${group.label}`}
                        </Link>
                      </p>
                    ) : null}
                  </ResultGroup>
                ))}
              </div>
            )}
          </div>
        </div>
      )}
    </Stack>
  );
}

/** One type's matches: its name and count, the list, then what follows (a link, pagination). */
function ResultGroup({ group, children }: { group: SearchGroup; children?: ReactNode }) {
  return (
    <section aria-labelledby={`results-${group.key}`}>
      <Stack gap="md">
        <h2 id={`results-${group.key}`} className={styles.h2}>
          {group.label}{' '}
          <span className={styles.meta}>
            ({plural(group.pagination.total, { one: '# result', other: '# results' })})
          </span>
        </h2>
        <ResultList items={group.results.map(asItem)} headingLevel={3} />
        {children}
      </Stack>
    </section>
  );
}

/** What a visitor whose search found nothing can try next. */
function NothingFound() {
  const { t } = useLingui();
  const locale = usePageLocale();
  const sitemap = pageHref('sitemap', locale);
  const contact = pageHref('contact', locale);
  return (
    <Stack gap="md">
      <EmptyState
        title={t`No results`}
        description={t`Sorry, but nothing matched your search terms.`}
      />
      <h2 className={styles.h2}>{t`What you can try`}</h2>
      <ul className={styles.suggestions}>
        <li>{t`Check the spelling, or use fewer or more general words.`}</li>
        <li>{t`Search in Thai or in English: most of the department's pages are in both.`}</li>
        {sitemap ? (
          <li>
            <Link href={sitemap}>{t`Browse every section in the site map`}</Link>
          </li>
        ) : null}
        {contact ? (
          <li>
            <Link href={contact}>{t`Ask the department`}</Link>
          </li>
        ) : null}
      </ul>
    </Stack>
  );
}
