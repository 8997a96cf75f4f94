import { useLingui } from '@lingui/react/macro';
import { useCollectionList } from '../../cms/hooks';
import type { ContentItem } from '../../cms/types';
import { ItemCard } from './ItemCard';
import * as styles from './parts.css';
import * as homeCss from '../Home.css';

/** The collection whose entries an editor can feature (its `featured` flag). */
export const FEATURED_COLLECTION = 'posts';

/**
 * The featured article of the page's language, if any. The home page reads it once and gives it
 * to the story and to the articles' row, which leaves it out.
 */
export function useFeatured(): ContentItem | undefined {
  return useCollectionList(FEATURED_COLLECTION, { pageSize: 1, cards: true, featured: true }).data
    ?.data[0];
}

/**
 * The home page's featured story: the newest article an editor flagged `featured` in the page's
 * language, as one card across the column. A language with no featured article, or a
 * failed read, shows nothing: no heading over an empty space, no error for what is not the
 * page's main content.
 */
export function FeaturedStory({
  item,
  locale,
  priority,
}: {
  /** The featured article (useFeatured), or none. */
  item: ContentItem | undefined;
  locale: string;
  priority?: boolean;
}) {
  const { t } = useLingui();
  if (!item) return null;
  return (
    <section aria-labelledby="home-featured" className={homeCss.section}>
      <h2 id="home-featured" className={styles.h2}>
        {t`Featured story`}
      </h2>
      <ItemCard
        collectionKey={FEATURED_COLLECTION}
        item={item}
        locale={locale}
        priority={priority}
      />
    </section>
  );
}
