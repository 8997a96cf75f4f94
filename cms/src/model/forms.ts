/**
 * The choices and limits of the public forms, stated once: the CMS's schemas
 * (cms/scripts/gen-schemas.mjs), its checks (cms/src/forms/specs.ts, src/utils/upload-types.ts)
 * and the site's forms (site/forms/specs.ts) all read them. Plain TypeScript without imports (see
 * locales.ts).
 */

/** The inquiry form's topics (`topic` of inquiry-form). */
export const INQUIRY_TOPICS = [
  'export_advice',
  'complaint',
  'importer_list',
  'service_request',
  'other',
] as const;
/** The opinions form's topics. */
export const OPINION_TOPICS = ['website', 'service', 'policy', 'other'] as const;
/** Who filled in the satisfaction survey. */
export const VISITOR_TYPES = [
  'exporter',
  'importer',
  'entrepreneur',
  'student',
  'government',
  'public',
  'other',
] as const;

/** File limits in bytes, SI (1 MB = 1,000,000 bytes, as the site writes them). */
export const CV_MAX_BYTES = 5_000_000;
export const EVIDENCE_MAX_BYTES = 20_000_000;
export const EVIDENCE_MAX_FILES = 5;
