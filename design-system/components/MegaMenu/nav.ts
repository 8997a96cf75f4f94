/**
 * Navigation data shapes shared by the header's mega menu, the mobile drawer and the footer.
 * The site builds these per locale; the design system only renders them.
 */

/** A link. Anchors such as `/en/about#vision` are ordinary hrefs. */
export interface NavItem {
  label: string;
  href: string;
  /** Opens in a new tab, marked visually and for screen readers. @default false */
  external?: boolean;
  /** Language of the label when it differs from the page's. */
  lang?: string;
  /** A short line under the label in the mega-menu panel. */
  description?: string;
}

/** A titled list of links inside a group's panel. */
export interface NavColumn {
  id: string;
  label: string;
  items: NavItem[];
}

/** A top-level entry that opens a panel of links (a mega menu). */
export interface NavGroup {
  id: string;
  label: string;
  /** Links listed first in the panel. */
  items: NavItem[];
  /** Further titled columns of links. */
  columns?: NavColumn[];
}

/** A top-level entry: a direct link (e.g. "Contact") or a group opening a panel. */
export type NavEntry = NavItem | NavGroup;

export function isNavGroup(entry: NavEntry): entry is NavGroup {
  return 'items' in entry && Array.isArray(entry.items);
}

/** Every link of a group, its columns included. */
export function groupLinks(group: NavGroup): NavItem[] {
  return [...group.items, ...(group.columns ?? []).flatMap((c) => c.items)];
}

/** True when the link points at the current page (`aria-current="page"`). */
export function isCurrentHref(href: string, currentHref: string | undefined): boolean {
  return currentHref != null && href === currentHref;
}
