import { useLingui } from '@lingui/react/macro';
import { plural } from '@lingui/core/macro';
import useSWR from 'swr';
import { useSearchParams } from '../router';
import {
  CardGrid,
  ContentCard,
  EmptyState,
  ErrorState,
  Pagination,
  Stack,
} from '../../design-system';
import { DEFAULT_IMAGE } from '../cms/config';
import { normalizeQuery, searchAll, type SearchPage } from '../shell/search';
import { ListSkeleton } from './parts/ListSkeleton';
import { PageTitle } from './parts/PageTitle';
import { useNoIndex } from './parts/useNoIndex';
import { usePageLocale } from './parts/usePageLocale';
import * as styles from './parts/parts.css';

function positiveInt(value: string | null): number {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : 1;
}

/**
 * The full results page (`/{locale}/?query=text&page=n`): every searched collection's matches,
 * grouped by collection; page n shows the n-th page of each collection, so paging on reaches every
 * match of every collection.
 */
export default function SearchResults({ query }: { query: string }) {
  const { t } = useLingui();
  const locale = usePageLocale();
  // Search results are a tool, not content: kept out of search engines' indexes.
  useNoIndex();
  const [params] = useSearchParams();
  const page = positiveInt(params.get('page'));
  const text = normalizeQuery(query);
  const result = useSWR<SearchPage, Error>(
    text ? ['search:all', text, locale, page] : null,
    () => searchAll(text, locale, page),
    { keepPreviousData: true },
  );
  const data = result.data;
  const groups = (data?.groups ?? []).filter((g) => g.results.length > 0);
  const total = data?.total ?? 0;

  return (
    <Stack gap="xl">
      <PageTitle title={t`Search results for “${text}”`} locale={locale}>
        {data ? (
          <p role="status" className={styles.meta}>
            {plural(total, { one: '# result', other: '# results' })}
          </p>
        ) : null}
      </PageTitle>
      {!data && result.error ? (
        <ErrorState
          message={t`The search could not be completed.`}
          description={t`The content service did not answer. Check your connection and try again.`}
          onRetry={() => void result.mutate()}
        />
      ) : !data ? (
        <ListSkeleton />
      ) : groups.length === 0 ? (
        <EmptyState
          title={t`No results`}
          description={t`Sorry, but nothing matched your search terms.`}
        />
      ) : (
        <div className={styles.groupList}>
          {groups.map((group) => (
            <section key={group.key} aria-labelledby={`results-${group.key}`}>
              <Stack gap="md">
                <h2 id={`results-${group.key}`} className={styles.h2}>
                  {group.label}{' '}
                  <span className={styles.meta}>
                    ({plural(group.pagination.total, { one: '# result', other: '# results' })})
                  </span>
                </h2>
                <CardGrid>
                  {group.results.map((r) => (
                    <ContentCard
                      key={r.id}
                      title={r.title}
                      href={r.href}
                      external={r.external}
                      snippet={r.snippet}
                      date={r.date}
                      imageSrc={r.imageUrl}
                      fallbackImageSrc={DEFAULT_IMAGE}
                      headingLevel={3}
                    />
                  ))}
                </CardGrid>
              </Stack>
            </section>
          ))}
          {data.pageCount > 1 ? (
            <Pagination
              page={page}
              pageCount={data.pageCount}
              hrefFor={(n) => {
                const next = new URLSearchParams(params);
                if (n > 1) next.set('page', String(n));
                else next.delete('page');
                return `/${locale}/?${next.toString()}`;
              }}
            />
          ) : null}
        </div>
      )}
    </Stack>
  );
}
