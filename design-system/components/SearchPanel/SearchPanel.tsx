import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useState, type KeyboardEvent } from 'react';
import { SPEC } from '../../constants';
import { formatDate, isoDate } from '../../i18n/format';
import { isLocale } from '../../i18n/locales';
import { Button } from '../Button/Button';
import { Link } from '../Link/Link';
import { Spinner } from '../Spinner/Spinner';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import { renderSnippet, snippetString, type SnippetText } from '../../utils/matches';
import * as styles from './SearchPanel.css';

/** One hit of the site search, already mapped to its page by the site. */
export interface SearchResult {
  id: string;
  title: string;
  /**
   * Plain text (markup stripped by the site), or the pieces `[text, match, text, ...]` of a
   * snippet around the match: the matches are shown in `<mark>`.
   */
  snippet?: SnippetText;
  /** publish_date or createdAt. */
  date?: string | null;
  imageUrl?: string | null;
  href: string;
  /** Trending products link to their own external page. */
  external?: boolean;
  /** The source collection's name, in the visitor's language. */
  collectionLabel: string;
}

export type SearchStatus = 'idle' | 'loading' | 'success' | 'error';

export interface SearchPanelProps {
  /** The text searched for: blank text shows no panel. */
  query: string;
  status: SearchStatus;
  /** Results of the settled query; the panel shows the first `SPEC.search.panelResults`. */
  results: SearchResult[];
  /** Sum of every collection's total. */
  total: number;
  /** The full results page, `/?query={text}`. */
  seeAllHref: string;
  /** Shown when a result has no image or its image fails to load (the site's default image). */
  fallbackImageUrl?: string;
  /** Escape inside the panel: ends search mode (the Header passes it). */
  onClose?: () => void;
  /** "Try again" after an error. */
  onRetry?: () => void;
  /** Id for the field's `aria-controls`. */
  id?: string;
  /** Layout only. */
  className?: string;
}

function Thumbnail({ src, fallback }: { src?: string | null; fallback?: string }) {
  const [failed, setFailed] = useState<string | null>(null);
  const wanted = src && src !== failed ? src : fallback;
  if (!wanted) return <span className={styles.thumb} aria-hidden="true" />;
  return (
    <img
      className={styles.thumb}
      src={wanted}
      alt=""
      loading="lazy"
      decoding="async"
      width={72}
      height={54}
      onError={() => {
        if (wanted === src) setFailed(src);
      }}
    />
  );
}

/**
 * The search results panel under the search field. A separate module (`design-system/searchPanel`)
 * the site loads lazily when search opens.
 *
 * States: a loader while fetching; then the count ("{n} Results") and up to four results
 * (title, collection, date, snippet, thumbnail with a fallback image) with "See all results"
 * when the total is four or more; or "Sorry, but nothing matched your search terms."; or an error
 * with "Try again". The count is announced in a polite live region once it has settled.
 *
 * Keyboard: Tab moves from the field through the results (each is one link) to "See all
 * results"; Enter opens a result; Escape closes search and returns focus to the "Search" button.
 */
export function SearchPanel({
  query,
  status,
  results,
  total,
  seeAllHref,
  fallbackImageUrl,
  onClose,
  onRetry,
  id,
  className,
}: SearchPanelProps) {
  const { t, i18n } = useLingui();
  const locale = isLocale(i18n.locale) ? i18n.locale : 'en';
  const countLabel = plural(total, { one: '# Result', other: '# Results' });
  const emptyLabel = t`Sorry, but nothing matched your search terms.`;
  const errorLabel = t`Search is not available right now. Please try again.`;
  const settled =
    status === 'success'
      ? total > 0
        ? countLabel
        : emptyLabel
      : status === 'error'
        ? errorLabel
        : '';

  // Announce only once the count has stopped changing (the site answers one query at a time).
  const [announcement, setAnnouncement] = useState('');
  useEffect(() => {
    if (!settled) return;
    const timer = setTimeout(() => setAnnouncement(settled), SPEC.search.announceDelayMs);
    return () => clearTimeout(timer);
  }, [settled]);

  if (query.trim() === '') return null;

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && onClose) {
      event.stopPropagation();
      onClose();
    }
  };
  const shown = results.slice(0, SPEC.search.panelResults);

  return (
    // Escape bubbles here from the result links; the links themselves are the interactive part.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <section
      id={id}
      aria-label={t`Search results`}
      aria-busy={status === 'loading'}
      className={[styles.panel, className].filter(Boolean).join(' ')}
      onKeyDown={onKeyDown}
    >
      <VisuallyHidden>
        <span role="status" aria-live="polite">
          {announcement}
        </span>
      </VisuallyHidden>
      {status === 'loading' || status === 'idle' ? (
        <Spinner label={t`Searching`} showLabel />
      ) : null}
      {status === 'error' ? (
        <>
          <p className={styles.message}>{errorLabel}</p>
          {onRetry ? (
            <Button variant="secondary" size="sm" onPress={onRetry} className={styles.seeAll}>
              {t`Try again`}
            </Button>
          ) : null}
        </>
      ) : null}
      {status === 'success' && total === 0 ? <p className={styles.message}>{emptyLabel}</p> : null}
      {status === 'success' && total > 0 ? (
        <>
          <p className={styles.count}>{countLabel}</p>
          <ul className={styles.list}>
            {shown.map((result) => {
              const date = formatDate(result.date, locale);
              const iso = isoDate(result.date);
              return (
                <li key={result.id}>
                  <Link
                    href={result.href}
                    external={result.external}
                    variant="subtle"
                    className={styles.result}
                  >
                    <Thumbnail src={result.imageUrl} fallback={fallbackImageUrl} />
                    <span className={styles.text}>
                      <span className={styles.title}>{result.title}</span>
                      <span className={styles.meta}>
                        <span>{result.collectionLabel}</span>
                        {date && iso ? <time dateTime={iso}>{date}</time> : null}
                      </span>
                      {snippetString(result.snippet).trim() ? (
                        <span className={styles.snippet}>
                          {typeof result.snippet === 'string'
                            ? result.snippet
                            : renderSnippet(result.snippet!)}
                        </span>
                      ) : null}
                    </span>
                  </Link>
                </li>
              );
            })}
          </ul>
          {total >= SPEC.search.seeAllThreshold ? (
            <Link href={seeAllHref} variant="standalone" className={styles.seeAll}>
              {t`See all results`}
            </Link>
          ) : null}
        </>
      ) : null}
    </section>
  );
}
