import { Stack } from '../../../design-system';
import type { ContentItem } from '../../cms/types';
import { Html } from './Html';
import * as styles from './parts.css';

/** Entries shown one after the other, each a section reachable by its `#anchor`. */
export function AnchoredSections({ items }: { items: ContentItem[] }) {
  return (
    <Stack gap="xl">
      {items.map((item) => {
        const anchor = typeof item.anchor === 'string' && item.anchor ? item.anchor : undefined;
        return (
          <section
            key={item.documentId}
            id={anchor}
            className={styles.section}
            aria-labelledby={`h-${item.documentId}`}
          >
            <Stack gap="sm">
              <h2 id={`h-${item.documentId}`} className={styles.h2}>
                {item.title}
              </h2>
              <Html html={item.content_html} />
            </Stack>
          </section>
        );
      })}
    </Stack>
  );
}
