import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { cx } from '../../utils/cx';
import { visuallyHidden } from '../VisuallyHidden/VisuallyHidden.css';
import { prose, tableRegion } from './RichText.css';
import { sanitizeHtml } from './sanitize';

export interface RichTextProps {
  /** CMS HTML (`content_html`). Sanitised with DOMPurify before it reaches the DOM. */
  html: string | null | undefined;
  /** Language of the content when it differs from the page's. */
  lang?: string;
  /** Layout-only class. */
  className?: string;
}

/**
 * Renders CMS HTML safely, with typographic styles for its headings, lists, quotes, images and
 * tables. DOMPurify removes scripts, event handlers, `javascript:` links, frames, forms, SVG and
 * MathML; external links open a new tab and say so; each table scrolls inside a focusable,
 * labelled region so the page never scrolls sideways.
 *
 * This module carries DOMPurify (about 8 KB gzip): load it lazily on detail pages with
 * `const RichText = lazy(loadRichText)`.
 */
export function RichText({ html, lang, className }: RichTextProps) {
  const { t } = useLingui();
  const newTabNote = t`(opens in a new tab)`;
  const tableText = t`Table`;
  const safe = useMemo(
    () =>
      html
        ? sanitizeHtml(html, {
            newTabNote,
            hiddenClass: visuallyHidden,
            tableClass: tableRegion,
            tableLabel: (caption) => (caption ? `${tableText}: ${caption}` : tableText),
          })
        : '',
    [html, newTabNote, tableText],
  );
  // The markup is DOMPurify's output (see sanitize.ts); nothing else is injected.
  return (
    <div className={cx(prose, className)} lang={lang} dangerouslySetInnerHTML={{ __html: safe }} />
  );
}

export default RichText;
