/* eslint-disable jsx-a11y/no-redundant-roles, jsx-a11y/no-interactive-element-to-noninteractive-role
   -- in a narrow box the table is restyled as cards (styles.cardsOnPhone); browsers drop table
   semantics when a table's display changes unless its roles are explicit. */
import { useLingui } from '@lingui/react/macro';
import { DateText, Link } from '../../../design-system';
import { itemHref } from '../../cms/hooks';
import type { ContentItem } from '../../cms/types';
import { ClosingStatus } from './closing';
import { DocumentLinks, documentsOf } from './Documents';
import * as styles from './parts.css';

/**
 * Notices (procurement) as a dated table: the day published, the notice (its page), how it is
 * procured, whether offers are still taken and, when one of them has any, the documents (a column
 * no notice fills is left out). One card per notice in a narrow box, as the
 * offices table (styles.cardsOnPhone), without the column names: a date, a title, a method and
 * "Open until …" read as what they are.
 */
export function NoticeTable({
  collectionKey,
  items,
  locale,
  labelledBy,
}: {
  collectionKey: string;
  items: ContentItem[];
  locale: string;
  /** The id of the heading that names the table (the section's). */
  labelledBy: string;
}) {
  const { t } = useLingui();
  const withDocuments = items.some((item) => documentsOf(item).length > 0);
  return (
    <div className={`${styles.tableWrap} ${styles.cardsContainer}`}>
      <table
        role="table"
        aria-labelledby={labelledBy}
        className={`${styles.table} ${styles.cardsOnPhone}`}
      >
        <thead role="rowgroup">
          <tr role="row">
            <th scope="col" role="columnheader">{t`Published`}</th>
            <th scope="col" role="columnheader">{t`Notice`}</th>
            <th scope="col" role="columnheader">{t`Procurement method`}</th>
            <th scope="col" role="columnheader">{t`Status`}</th>
            {withDocuments ? <th scope="col" role="columnheader">{t`Documents`}</th> : null}
          </tr>
        </thead>
        <tbody role="rowgroup">
          {items.map((item) => {
            const method =
              typeof item.procurement_method === 'string' ? item.procurement_method : '';
            return (
              <tr role="row" key={item.documentId}>
                <td role="cell">
                  <DateText value={item.publish_date ?? item.createdAt ?? null} />
                </td>
                <th scope="row" role="rowheader">
                  <Link href={itemHref(collectionKey, item, locale) ?? `/${locale}`}>
                    {item.title}
                  </Link>
                </th>
                <td role="cell">{method || t`Not specified`}</td>
                <td role="cell">
                  {/* Empty for a notice that takes no offers (a plan, an award). */}
                  <ClosingStatus item={item} />
                </td>
                {withDocuments ? (
                  <td role="cell">
                    <DocumentLinks files={documentsOf(item)} locale={locale} />
                  </td>
                ) : null}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
