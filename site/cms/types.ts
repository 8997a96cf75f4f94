/** Shapes of the CMS answers the site reads (Strapi 5 REST). */

export interface Pagination {
  page: number;
  pageSize: number;
  pageCount: number;
  total: number;
}

/** Strapi's list envelope. */
export interface ListEnvelope<T> {
  data: T[];
  meta: { pagination: Pagination };
}

/** Strapi's single-entry envelope (details and single types). */
export interface EntryEnvelope<T> {
  data: T;
  meta: Record<string, unknown>;
}

export interface MediaFormat {
  url: string;
  width?: number;
  height?: number;
  mime?: string;
}

/** A media field (single image). */
export interface Media {
  id?: number;
  documentId?: string;
  url: string;
  /** The file's name as uploaded ("TOR e-bidding 2569.pdf"). */
  name?: string;
  /** Its extension with the dot (".pdf"). */
  ext?: string;
  /** Its size in kilobytes (Strapi's unit: 1 = 1,000 bytes). */
  size?: number;
  alternativeText?: string | null;
  width?: number | null;
  height?: number | null;
  mime?: string;
  formats?: {
    thumbnail?: MediaFormat;
    small?: MediaFormat;
    medium?: MediaFormat;
    large?: MediaFormat;
    /** The link-preview crop (1200 × 630 JPEG; cms/src/extensions/upload/webp-formats.ts). */
    og?: MediaFormat;
  } | null;
}

/** A related taxonomy entry (category, region, post type...). */
export interface Relation {
  documentId: string;
  name?: string | null;
  title?: string | null;
  locale?: string;
  [field: string]: unknown;
}

/** The common fields of every content entry (collections and single types). */
export interface ContentItem {
  id?: number;
  documentId: string;
  title: string;
  content_html?: string | null;
  /** The body's text, at most 300 characters, stored by the CMS (what a card shows). */
  summary?: string | null;
  /** Search hits only: the text around the match, `[text, match, text, ...]` (the CMS's search). */
  snippet?: string[];
  image?: Media | null;
  /** Empty means visible at once; later than now means hidden. */
  publish_date?: string | null;
  createdAt?: string;
  updatedAt?: string;
  publishedAt?: string | null;
  locale?: string;
  category?: Relation | null;
  /** The earlier site's name for the category relation; the CMS calls it `category`. */
  category_post?: Relation | null;
  region?: Relation | null;
  post_type?: (Relation & { post_type_name?: string | null }) | null;
  link_url?: string | null;
  /** Added by the site: the search tag of the source collection. */
  type?: string;
  [field: string]: unknown;
}
