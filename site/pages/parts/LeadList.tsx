import { DateText, Link } from '../../../design-system';
import { itemHref } from '../../cms/hooks';
import type { ContentItem } from '../../cms/types';
import { ItemCard, leadImageIndex } from './ItemCard';
import * as styles from './parts.css';

/**
 * One lead story as a card with its picture (the first entry that has one, else the first), and
 * the others as a dated list of titles: what a news section needs, without a wall of cards.
 */
export function LeadList({
  collectionKey,
  items,
  locale,
  priority,
}: {
  collectionKey: string;
  items: ContentItem[];
  locale: string;
  /** The lead's picture is in view on load (the page's likely Largest Contentful Paint). */
  priority?: boolean;
}) {
  const leadIndex = Math.max(0, leadImageIndex(items));
  const lead = items[leadIndex];
  if (!lead) return null;
  const rest = items.filter((_, i) => i !== leadIndex);
  return (
    <div className={styles.leadList}>
      <ItemCard collectionKey={collectionKey} item={lead} locale={locale} priority={priority} />
      {rest.length > 0 ? (
        <ul className={styles.datedList}>
          {rest.map((item) => (
            <li key={item.documentId}>
              <Link href={itemHref(collectionKey, item, locale) ?? `/${locale}`}>{item.title}</Link>
              <DateText
                value={item.publish_date ?? item.createdAt ?? null}
                className={styles.meta}
              />
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
