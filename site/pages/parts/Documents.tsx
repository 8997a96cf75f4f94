import { useLingui } from '@lingui/react/macro';
import { formatBytes, Link } from '../../../design-system';
import { mediaUrl } from '../../cms/config';
import type { ContentItem, Media } from '../../cms/types';
import * as styles from './parts.css';

/** The files of an entry's file list (`documents`), those with an address. */
export function documentsOf(item: ContentItem, field = 'documents'): Media[] {
  const files = item[field];
  return Array.isArray(files)
    ? files.filter((f): f is Media => typeof f?.url === 'string' && f.url.length > 0)
    : [];
}

/** "PDF, 240 kB": the file's type and size, as a visitor decides whether to download it. */
export function fileFacts(file: Media, locale: string): string {
  const type = (file.ext ?? '').replace(/^\./, '').toUpperCase();
  const size =
    typeof file.size === 'number' && file.size > 0 ? formatBytes(file.size * 1000, locale) : '';
  return [type, size].filter(Boolean).join(', ');
}

/**
 * An entry's documents as a list of download links, each named by its file name with its type
 * and size ("TOR.pdf (PDF, 240 kB)"), so a visitor on a slow connection knows what they fetch.
 */
export function DocumentLinks({ files, locale }: { files: Media[]; locale: string }) {
  const { t } = useLingui();
  return (
    <ul className={styles.documents}>
      {files.map((file) => {
        const facts = fileFacts(file, locale);
        const name = file.name || t`Document`;
        return (
          <li key={file.url}>
            <Link href={mediaUrl(file.url)} external={false}>
              {facts ? `${name} (${facts})` : name}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
