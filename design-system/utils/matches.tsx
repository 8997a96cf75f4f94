import type { ReactNode } from 'react';
import * as styles from './matches.css';

/**
 * A snippet as text, or as a search hit's pieces `[text, match, text, match, ...]` (odd indexes
 * are what the visitor searched for): the matches in `<mark>`, everything rendered as text.
 */
export type SnippetText = string | readonly string[];

export function renderSnippet(snippet: readonly string[]): ReactNode {
  return snippet.map((piece, i) =>
    i % 2 === 1 ? (
      <mark key={i} className={styles.mark}>
        {piece}
      </mark>
    ) : (
      piece
    ),
  );
}

/** The snippet's text without the marks (for emptiness checks and lengths). */
export const snippetString = (snippet: SnippetText | null | undefined): string =>
  typeof snippet === 'string' ? snippet : (snippet ?? []).join('');
