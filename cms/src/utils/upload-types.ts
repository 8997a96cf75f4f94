/**
 * Upload types. Documented in cms/README.md ("Uploads").
 *
 * Media library (admin): pdf, doc, docx, jpg, jpeg, png, webp, gif, svg.
 * Form attachments (POST /api/attachments, src/attachments/create.ts): the same without svg (an SVG
 * can carry script), each file checked by extension AND by its first bytes.
 */
export const ADMIN_ALLOWED_MIME = [
  'application/pdf',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/gif',
  'image/svg+xml',
];

type Sniffer = (head: Buffer) => boolean;
const startsWith =
  (bytes: number[]): Sniffer =>
  (head) =>
    bytes.every((b, i) => head[i] === b);
const ascii = (s: string) => [...s].map((c) => c.charCodeAt(0));

export const PUBLIC_UPLOAD_TYPES: Record<
  string,
  { mime: string; kind: 'document' | 'image'; sniff: Sniffer }
> = {
  '.pdf': { mime: 'application/pdf', kind: 'document', sniff: startsWith(ascii('%PDF-')) },
  '.doc': {
    mime: 'application/msword',
    kind: 'document',
    sniff: startsWith([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
  },
  '.docx': {
    mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    kind: 'document',
    sniff: startsWith([0x50, 0x4b, 0x03, 0x04]),
  },
  '.jpg': { mime: 'image/jpeg', kind: 'image', sniff: startsWith([0xff, 0xd8, 0xff]) },
  '.jpeg': { mime: 'image/jpeg', kind: 'image', sniff: startsWith([0xff, 0xd8, 0xff]) },
  '.png': {
    mime: 'image/png',
    kind: 'image',
    sniff: startsWith([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  },
  '.gif': { mime: 'image/gif', kind: 'image', sniff: startsWith(ascii('GIF8')) },
  '.webp': {
    mime: 'image/webp',
    kind: 'image',
    sniff: (h) => startsWith(ascii('RIFF'))(h) && h.subarray(8, 12).toString('latin1') === 'WEBP',
  },
};

export const PUBLIC_UPLOAD_EXTENSIONS = Object.keys(PUBLIC_UPLOAD_TYPES);

/** Mime types accepted per form media field (checked again when the form is submitted). */
export const CV_MIME = [
  'application/pdf',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
];
export const EVIDENCE_MIME = CV_MIME.concat(['image/jpeg', 'image/png', 'image/webp', 'image/gif']);
export { CV_MAX_BYTES, EVIDENCE_MAX_BYTES, EVIDENCE_MAX_FILES } from '../model/forms';
