/* eslint-disable jsx-a11y/no-redundant-roles, jsx-a11y/no-interactive-element-to-noninteractive-role
   -- on a phone the table is restyled as cards (styles.cardsOnPhone); browsers drop table
   semantics when a table's display changes unless its roles are explicit. (The second rule takes a
   <td> for a grid cell; this table is not a grid.) */
import { useLingui } from '@lingui/react/macro';
import { Flag, Link, Stack } from '../../design-system';
import type { ContentItem } from '../cms/types';
import * as styles from './parts/parts.css';

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** Whether an office has any contact detail to show. */
export const hasContact = (office: ContentItem) =>
  Boolean(text(office.phone) || text(office.email) || text(office.website));

/** A cell's column name, shown above its value only when the table is a list of cards (phones). */
function CellLabel({ children }: { children: string }) {
  // Hidden from screen readers: the column header already names the cell for them.
  return (
    <span className={styles.cellLabel} aria-hidden="true">
      {children}
    </span>
  );
}

function OfficeRow({ office, contactColumn }: { office: ContentItem; contactColumn: boolean }) {
  const { t } = useLingui();
  const phone = text(office.phone);
  const email = text(office.email);
  const website = text(office.website);
  const city = text(office.city);
  const country = text(office.country_name);
  const place =
    city && country
      ? t({
          message: `${city}, ${country}`,
          comment:
            "An overseas office's city and country, in the order and with the punctuation the language writes a place with (Japanese 東京（日本）, Chinese 日本东京).",
        })
      : city || country;
  return (
    <tr role="row">
      <th scope="row" role="rowheader">
        <span className={styles.officeName}>
          <Flag country={text(office.country_name_th)} />
          <span>{office.title}</span>
        </span>
      </th>
      <td role="cell">
        <CellLabel>{t`City and country`}</CellLabel>
        {place}
      </td>
      <td role="cell">
        <CellLabel>{t`Type`}</CellLabel>
        {office.kind === 'honorary_trade_advisor' ? t`Honorary trade advisor` : t`Trade office`}
      </td>
      {contactColumn ? (
        <td role="cell">
          <CellLabel>{t`Contact`}</CellLabel>
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
 * Every office with its country's flag (from the Thai country name), city and country, kind and,
 * when any office has some, contact details: a table on a desktop screen, one card per office on a
 * phone (styles.cardsOnPhone).
 */
export function OfficesTable({ offices }: { offices: ContentItem[] }) {
  const { t } = useLingui();
  // The contact column only when some office has contact details (the CMS holds none unless
  // published by the office): no column of empty cells.
  const contactColumn = offices.some(hasContact);
  return (
    <div className={`${styles.tableWrap} ${styles.cardsContainer}`}>
      <table role="table" className={`${styles.table} ${styles.cardsOnPhone}`}>
        <caption
          className={styles.caption}
        >{t`Overseas offices and honorary trade advisors`}</caption>
        <thead role="rowgroup">
          <tr role="row">
            <th scope="col" role="columnheader">{t`Office`}</th>
            <th scope="col" role="columnheader">{t`City and country`}</th>
            <th scope="col" role="columnheader">{t`Type`}</th>
            {contactColumn ? <th scope="col" role="columnheader">{t`Contact`}</th> : null}
          </tr>
        </thead>
        <tbody role="rowgroup">
          {offices.map((office) => (
            <OfficeRow key={office.documentId} office={office} contactColumn={contactColumn} />
          ))}
        </tbody>
      </table>
    </div>
  );
}
