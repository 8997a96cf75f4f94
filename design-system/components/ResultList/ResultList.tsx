import { useLingui } from '@lingui/react/macro';
import { DateText } from '../DateText/DateText';
import { Link } from '../Link/Link';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import { renderSnippet, snippetString, type SnippetText } from '../../utils/matches';
import * as styles from './ResultList.css';

export interface ResultListItem {
  /** Unique in the list. */
  id: string;
  title: string;
  href: string;
  /** Opens another site in a new tab (said to screen readers). @default false */
  external?: boolean;
  /**
   * The text around the match: plain text, or a search hit's pieces `[text, match, text, ...]`
   * whose matches are shown in `<mark>`.
   */
  snippet?: SnippetText | null;
  /** What kind of page it is ("News", "Trade opportunity"). */
  type?: string;
  /** Its date (ISO string, Date or epoch ms); none: no date shown. */
  date?: Date | string | number | null;
}

export interface ResultListProps {
  items: readonly ResultListItem[];
  /** The level of each result's title under the page's headings. @default 2 */
  headingLevel?: 2 | 3 | 4;
  /** Layout-only class. */
  className?: string;
}

/**
 * Search results as a list to read down, GOV.UK's finder pattern: for each result its title (the
 * link), then its type and date, then the text around the match with the searched words marked.
 * No images: a results page is scanned for words, and a list keeps twice as many results in view
 * as cards on a phone. Use ContentCard for browsing a section, not for search results.
 *
 * Screen readers hear an ordered list ("list, 10 items"), each result a heading they can jump
 * between, and the marked words as highlighted text.
 */
export function ResultList({ items, headingLevel = 2, className }: ResultListProps) {
  const { t } = useLingui();
  const Heading = `h${headingLevel}` as const;
  return (
    <ol className={[styles.list, className].filter(Boolean).join(' ')}>
      {items.map((item) => {
        const text =
          typeof item.snippet === 'string'
            ? item.snippet.trim()
            : item.snippet && snippetString(item.snippet).trim()
              ? renderSnippet(item.snippet)
              : null;
        return (
          <li key={item.id} className={styles.item}>
            <article className={styles.result}>
              <Heading className={styles.title}>
                <Link href={item.href} external={item.external}>
                  {item.title}
                </Link>
              </Heading>
              {item.type || item.date ? (
                <p className={styles.meta}>
                  {item.type ? (
                    <span>
                      <VisuallyHidden>{t`Type:`} </VisuallyHidden>
                      {item.type}
                    </span>
                  ) : null}
                  {item.date ? (
                    <span>
                      <VisuallyHidden>{t`Date:`} </VisuallyHidden>
                      <DateText value={item.date} />
                    </span>
                  ) : null}
                </p>
              ) : null}
              {text ? <p className={styles.snippet}>{text}</p> : null}
            </article>
          </li>
        );
      })}
    </ol>
  );
}
