/** Pure helpers of FileUpload: accepted types and sizes. */
export { formatBytes } from '../../utils/formatBytes';

/** True when the file matches one of the accepted entries: `.pdf`, `image/*` or `application/pdf`. */
export function isAcceptedFile(
  file: { name: string; type: string },
  accept: readonly string[],
): boolean {
  if (accept.length === 0) return true;
  const name = file.name.toLowerCase();
  const type = file.type.toLowerCase();
  return accept.some((raw) => {
    const entry = raw.trim().toLowerCase();
    if (entry.startsWith('.')) return name.endsWith(entry);
    if (entry.endsWith('/*')) return type.startsWith(entry.slice(0, -1));
    return type === entry;
  });
}

const MIME_NAMES: Record<string, string> = {
  'application/pdf': 'PDF',
  'application/msword': 'DOC',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'DOCX',
  'application/vnd.ms-excel': 'XLS',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'XLSX',
  'image/jpeg': 'JPG',
  'image/png': 'PNG',
  'image/webp': 'WEBP',
  'image/gif': 'GIF',
  'text/plain': 'TXT',
};

/** Short names for the accepted entries, e.g. ['.pdf', 'image/png'] -> ['PDF', 'PNG']. */
export function acceptedTypeNames(accept: readonly string[]): string[] {
  const names = accept.map((raw) => {
    const entry = raw.trim().toLowerCase();
    if (entry.startsWith('.')) return entry.slice(1).toUpperCase();
    return MIME_NAMES[entry] ?? (entry.split('/').pop()!.replace('*', '').toUpperCase() || entry);
  });
  return [...new Set(names)];
}
