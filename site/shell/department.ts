/**
 * The department's published contact numbers, as printed: the site passes them to the design
 * system's footer (which knows no organisation). The same hotline is in the login page's help text
 * and in the CMS's contact content.
 */
export const DEPARTMENT_CONTACT = {
  /** Head office switchboard. */
  phone: '0 2507 7999',
  /** The department's hotline. */
  hotline: '1169',
} as const;
