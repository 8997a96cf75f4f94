import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useSearchParams } from '../router';
import { Select, Skeleton, Stack } from '../../design-system';
import { useCollectionList, useSinglePage } from '../cms/hooks';
import { CmsRegion } from './parts/CmsRegion';
import { OfficesTable } from './OfficesTable';
import { PageTitle } from './parts/PageTitle';
import { SingleContent } from './SinglePage';
import { usePageLocale } from './parts/usePageLocale';
import * as styles from './parts/parts.css';

const ALL = 'all';

/**
 * Overseas offices and honorary trade advisors: the page's CMS content, then the offices
 * (OfficesTable.tsx: a table, or one card per office on a phone), filterable by region. The
 * number of offices shown sits under the filter in a polite status, so a screen-reader user hears
 * that choosing a region changed the list (11 rows become 1) without leaving the filter.
 */
export default function Offices({ typeKey }: { typeKey: string }) {
  const { t } = useLingui();
  const locale = usePageLocale();
  const page = useSinglePage(typeKey);
  const [params, setParams] = useSearchParams();
  const region = params.get('region') || ALL;
  const offices = useCollectionList('overseas-offices', {
    pageSize: 100,
    region: region === ALL ? undefined : region,
  });
  const regions = useCollectionList('regions', { pageSize: 100 });

  return (
    <Stack gap="xl">
      <CmsRegion result={page} skeleton={<Skeleton variant="text" count={4} />}>
        {(data) => (
          <>
            <PageTitle title={data.title} locale={locale} />
            <SingleContent page={data} />
          </>
        )}
      </CmsRegion>
      <section aria-labelledby="offices-heading">
        <Stack gap="md">
          <h2 id="offices-heading" className={styles.h2}>
            {t`Offices and advisors`}
          </h2>
          <div role="group" aria-label={t`Filter the list`}>
            <Select
              label={t`Region`}
              selectedKey={region}
              onSelectionChange={(key) => {
                const next = new URLSearchParams(params);
                if (key && key !== ALL) next.set('region', String(key));
                else next.delete('region');
                setParams(next);
              }}
              options={[
                { id: ALL, label: t`All regions` },
                ...(regions.data?.data ?? []).map((r) => ({ id: r.documentId, label: r.title })),
              ]}
            />
          </div>
          <p role="status" className={styles.meta}>
            {offices.data
              ? plural(offices.data.data.length, {
                  one: '# office or advisor shown',
                  other: '# offices and advisors shown',
                })
              : null}
          </p>
          <CmsRegion result={offices} skeleton={<Skeleton variant="text" count={10} />}>
            {(body) => <OfficesTable offices={body.data} />}
          </CmsRegion>
        </Stack>
      </section>
    </Stack>
  );
}
