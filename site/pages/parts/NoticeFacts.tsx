import { useLingui } from '@lingui/react/macro';
import { formatTHB, type Locale } from '../../../design-system';
import { ClosingStatus, closingOf } from './closing';
import { DocumentLinks, documentsOf } from './Documents';
import type { NoticeFact } from '../../cms/collections';
import type { ContentItem } from '../../cms/types';
import * as styles from './parts.css';

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** A budget the notice states: a positive number of baht. */
const budgetOf = (item: ContentItem): number | undefined => {
  const n = typeof item.budget_thb === 'number' ? item.budget_thb : Number.NaN;
  return Number.isFinite(n) && n > 0 ? n : undefined;
};

/**
 * The facts of a notice (a procurement, a call for exhibitors) its collection names
 * (`facts` in site/cms/collections.ts), as far as the entry states them: how it is procured, the
 * budget, the closing day and whether it has passed, and its documents. A visitor reads these
 * before the text.
 */
export function NoticeFacts({
  item,
  facts,
  locale,
}: {
  item: ContentItem;
  facts: readonly NoticeFact[];
  locale: Locale;
}) {
  const { t } = useLingui();
  const method = facts.includes('procurement_method') ? text(item.procurement_method) : '';
  const budget = facts.includes('budget_thb') ? budgetOf(item) : undefined;
  const closing = facts.includes('closing_date') ? closingOf(item).date : '';
  const files = documentsOf(item);
  if (!method && !budget && !closing && files.length === 0) return null;
  return (
    <dl className={styles.facts}>
      {method ? (
        <>
          <dt>{t`Procurement method`}</dt>
          <dd>{method}</dd>
        </>
      ) : null}
      {budget ? (
        <>
          <dt>{t`Budget`}</dt>
          <dd>{formatTHB(budget, locale)}</dd>
        </>
      ) : null}
      {closing ? (
        <>
          <dt>{t`Status`}</dt>
          <dd>
            <ClosingStatus item={item} />
          </dd>
        </>
      ) : null}
      {files.length > 0 ? (
        <>
          <dt>{t`Documents`}</dt>
          <dd>
            <DocumentLinks files={files} locale={locale} />
          </dd>
        </>
      ) : null}
    </dl>
  );
}
