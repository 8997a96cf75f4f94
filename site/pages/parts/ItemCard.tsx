import { ContentCard } from '../../../design-system';
import { mediaUrl, DEFAULT_IMAGE } from '../../cms/config';
import { itemHref } from '../../cms/hooks';
import type { ContentItem } from '../../cms/types';
import { isExternalHref } from '../../../design-system';

export interface ItemCardProps {
  collectionKey: string;
  item: ContentItem;
  locale: string;
  /** Heading level of the card title (the page's structure decides). @default 3 */
  headingLevel?: 2 | 3 | 4;
  /** Shows the collection's name on the card (mixed lists such as search results). */
  showCollection?: string;
  /** The first card in view on page load (its image is the likely LCP). */
  priority?: boolean;
}

/**
 * The card whose image gets `priority` (the list's likely Largest Contentful Paint): the first
 * entry that has an image, since a card without one is text only. -1 when none has.
 */
export const leadImageIndex = (items: ContentItem[]): number =>
  items.findIndex((item) => Boolean(item.image));

/**
 * A CMS entry as a card: title, snippet (the stored summary, which the CMS writes from the body on
 * every save and fills in at start for older entries: cms/src/content/summary.ts), date, image
 * with fallback, link to its page.
 */
export function ItemCard({
  collectionKey,
  item,
  locale,
  headingLevel = 3,
  showCollection,
  priority,
}: ItemCardProps) {
  const href = itemHref(collectionKey, item, locale) ?? `/${locale}`;
  const formats = item.image?.formats;
  const sized = formats?.small;
  const imageUrl = item.image
    ? mediaUrl(sized?.url ?? formats?.thumbnail?.url ?? item.image.url)
    : null;
  const category = showCollection ?? item.category?.title ?? item.region?.title ?? undefined;
  return (
    <ContentCard
      title={item.title}
      href={href}
      external={isExternalHref(href)}
      snippet={item.summary}
      date={item.publish_date ?? item.createdAt ?? null}
      imageSrc={imageUrl}
      fallbackImageSrc={DEFAULT_IMAGE}
      category={category}
      headingLevel={headingLevel}
      priority={priority}
    />
  );
}
