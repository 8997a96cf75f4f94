import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { renderSnippet, snippetString, type SnippetText } from '../../utils/matches';
import { cutText } from '../../utils/stripHtml';
import { cx } from '../../utils/cx';
import { DateText } from '../DateText/DateText';
import { Icon } from '../Icon/Icon';
import { ImageWithFallback } from '../ImageWithFallback/ImageWithFallback';
import { Link } from '../Link/Link';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import * as styles from './ContentCard.css';

export interface ContentCardProps {
  /** The item's title: the card's heading and its one link. */
  title: string;
  /** Where the card leads (internal path or external URL). */
  href: string;
  /**
   * The item's image. Without one the card is text only (no stand-in picture: a wall of identical
   * placeholders says nothing); a non-image or broken address shows `fallbackImageSrc`.
   */
  imageSrc?: string | null;
  /** The site's default image, for an image address that is not an image or fails to load. */
  fallbackImageSrc?: string;
  /**
   * A plain-text snippet (e.g. a stored summary), shown as text: nothing in it is markup (the card
   * never parses HTML; `stripHtml` makes text of markup where that is needed). A search hit passes
   * its pieces `[text, match, text, ...]`: the matches are shown in `<mark>`, already cut to
   * length by whoever made them.
   */
  snippet?: SnippetText | null;
  /** Longest snippet, in characters. @default 160 */
  snippetLength?: number;
  /** publish_date or createdAt; missing shows "Not specified". Pass `false` to hide the date. */
  date?: Date | string | number | null | false;
  /** The category name shown as a label. */
  category?: ReactNode;
  /**
   * An external link (e.g. a podcast on another site): opens a new tab and says so.
   * @default detected from the href
   */
  external?: boolean;
  /** Heading level of the title within the page. @default 3 */
  headingLevel?: 2 | 3 | 4;
  /** The first card in view on page load: its image loads at once with high priority. @default false */
  priority?: boolean;
}

/**
 * A content item in a list: image when the item has one (lazy, with the default-image fallback
 * when it fails), category, title link, snippet and date; an item without an image is a text-only
 * card, marked by an accent rule along its top. The whole card is clickable through the title link, which is the only tab
 * stop; the image is decorative (the title names the item).
 */
export function ContentCard({
  title,
  href,
  imageSrc,
  fallbackImageSrc,
  snippet,
  snippetLength = 160,
  date,
  category,
  external,
  headingLevel = 3,
  priority = false,
}: ContentCardProps) {
  const { t } = useLingui();
  const Heading = `h${headingLevel}` as const;
  const text =
    typeof snippet === 'string'
      ? cutText(snippet, snippetLength)
      : snippet && snippetString(snippet).trim()
        ? renderSnippet(snippet)
        : null;
  return (
    <article className={cx(styles.card, !imageSrc && styles.textOnly)}>
      {imageSrc ? (
        <ImageWithFallback
          src={imageSrc}
          alt=""
          fallbackSrc={fallbackImageSrc}
          priority={priority}
        />
      ) : null}
      <div className={styles.body}>
        {category ? <span className={styles.category}>{category}</span> : null}
        <Heading className={styles.title}>
          <Link href={href} external={external} variant="subtle" className={styles.titleLink}>
            {title}
          </Link>
        </Heading>
        {text ? <p className={styles.snippet}>{text}</p> : null}
        {date === false ? null : (
          <p className={styles.meta}>
            <Icon name="calendar" size="sm" />
            <VisuallyHidden>{t`Date:`} </VisuallyHidden>
            <DateText value={date} />
          </p>
        )}
      </div>
    </article>
  );
}
