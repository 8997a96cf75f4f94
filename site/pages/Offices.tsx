import { useLingui } from '@lingui/react/macro';
import { useSearchParams } from '../router';
import { Flag, Link, Select, Skeleton, Stack } from '../../design-system';
import { useCollectionList, useSinglePage } from '../cms/hooks';
import type { ContentItem } from '../cms/types';
import { CmsRegion } from './parts/CmsRegion';
import { PageTitle } from './parts/PageTitle';
import { SingleContent } from './SinglePage';
import { usePageLocale } from './parts/usePageLocale';
import * as styles from './parts/parts.css';

const ALL = 'all';
const text = (value: unknown): string => (typeof value === 'string' ? value : '');

const hasContact = (office: ContentItem) =>
  Boolean(text(office.phone) || text(office.email) || text(office.website));

function OfficeRow({ office, contactColumn }: { office: ContentItem; contactColumn: boolean }) {
  const { t } = useLingui();
  const phone = text(office.phone);
  const email = text(office.email);
  const website = text(office.website);
  return (
    <tr>
      <th scope="row">
        <span className={styles.officeName}>
          <Flag country={text(office.country_name_th)} />
          <span>{office.title}</span>
        </span>
      </th>
      <td>{[text(office.city), text(office.country_name)].filter(Boolean).join(', ')}</td>
      <td>
        {office.kind === 'honorary_trade_advisor' ? t`Honorary trade advisor` : t`Trade office`}
      </td>
      {contactColumn ? (
        <td>
          <Stack gap="xxs">
            {phone ? <Link href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{phone}</Link> : null}
            {email ? <Link href={`mailto:${email}`}>{email}</Link> : null}
            {website ? (
              <Link href={website} external>
                {t`Website`}
              </Link>
            ) : null}
          </Stack>
        </td>
      ) : null}
    </tr>
  );
}

/**
 * Overseas offices and honorary trade advisors: the page's CMS content, then a table of every
 * office with its country's flag (from the Thai country name), filterable by region.
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
          <CmsRegion result={offices} skeleton={<Skeleton variant="text" count={10} />}>
            {(body) => {
              // The contact column only when some office has contact details (the CMS holds
              // none unless published by the office): no column of empty cells.
              const contactColumn = body.data.some(hasContact);
              return (
                <div className={styles.tableWrap}>
                  <table className={styles.table}>
                    <caption
                      className={styles.caption}
                    >{t`Overseas offices and honorary trade advisors`}</caption>
                    <thead>
                      <tr>
                        <th scope="col">{t`Office`}</th>
                        <th scope="col">{t`City and country`}</th>
                        <th scope="col">{t`Type`}</th>
                        {contactColumn ? <th scope="col">{t`Contact`}</th> : null}
                      </tr>
                    </thead>
                    <tbody>
                      {body.data.map((office) => (
                        <OfficeRow
                          key={office.documentId}
                          office={office}
                          contactColumn={contactColumn}
                        />
                      ))}
                    </tbody>
                  </table>
                </div>
              );
            }}
          </CmsRegion>
        </Stack>
      </section>
    </Stack>
  );
}
