/**
 * The department's published contact numbers, as printed: the site passes them to the design
 * system's footer (which knows no organisation). The same hotline is in the login page's help text
 * and in the CMS's contact content.
 */
export const DEPARTMENT_CONTACT = {
  /** Head office switchboard. */
  phone: '0 2507 7999',
  /** The same number as dialled from abroad (structured data, `tel:` links). */
  phoneE164: '+6625077999',
  /** The department's hotline. */
  hotline: '1169',
} as const;

/**
 * The head office's postal address (also in the CMS's contact page content), for structured data
 * (site/shell/structuredData.ts): where the department is, and where its jobs are.
 */
export const DEPARTMENT_ADDRESS = {
  streetAddress: '563 Nonthaburi Road, Bang Kraso',
  locality: 'Mueang Nonthaburi',
  region: 'Nonthaburi',
  postalCode: '11000',
  country: 'TH',
} as const;
