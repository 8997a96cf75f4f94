/*
 * Kept apart from FileUpload's helpers: the home page's notice table writes document sizes, and a
 * first-load import of the helpers' module brings all of it (its type tables) into the first-load
 * chunk.
 */

/** A byte count in the visitor's locale: "5 MB", "300 kB". */
export function formatBytes(bytes: number, localeTag: string): string {
  // SI units, as Intl's `megabyte` and `kilobyte` mean and as people write sizes: a
  // 20,000,000-byte limit is "20 MB" (binary units made it "19.1 MB").
  const mb = bytes / 1_000_000;
  if (mb >= 1) {
    return new Intl.NumberFormat(localeTag, {
      style: 'unit',
      unit: 'megabyte',
      maximumFractionDigits: 1,
    }).format(mb);
  }
  return new Intl.NumberFormat(localeTag, {
    style: 'unit',
    unit: 'kilobyte',
    maximumFractionDigits: 0,
  }).format(Math.max(1, Math.round(bytes / 1000)));
}
