import { Suspense } from 'react';
import { Skeleton, loadRichText } from '../../../design-system';
import { lazyChunk } from '../../lazyChunk';

// RichText carries DOMPurify: a lazy chunk, loaded by the pages that show CMS markup.
const RichText = lazyChunk('RichText', loadRichText);

/** Sanitised CMS markup (`content_html`); a text skeleton while the sanitiser loads. */
export function Html({ html, lang }: { html: string | null | undefined; lang?: string }) {
  if (!html) return null;
  return (
    <Suspense fallback={<Skeleton variant="text" count={4} />}>
      <RichText html={html} lang={lang} />
    </Suspense>
  );
}
