/**
 * The banner's "hide for this visit" flag, in a module of its own with no imports: site/boot.ts
 * (the page's first script, before the app) reads it.
 */

/** sessionStorage key set when the visitor closes the banner without choosing. */
export const BANNER_CLOSED_KEY = 'ditp:cookie-banner-closed';

/**
 * Set on `<html>` by site/boot.ts when the banner was hidden this visit: the server renders the
 * banner for every request without a consent cookie (it cannot read session storage), and a
 * style (site/shell/Layout.css.ts) keeps it hidden until the app, which knows the flag too, has
 * hydrated and removed it.
 */
export const BANNER_HIDDEN_ATTRIBUTE = 'data-banner-hidden';

/** Marks the document when the visitor hid the banner this visit (storage blocked: not hidden). */
export function markBannerHidden(): void {
  try {
    if (sessionStorage.getItem(BANNER_CLOSED_KEY) === '1') {
      document.documentElement.setAttribute(BANNER_HIDDEN_ATTRIBUTE, '');
    }
  } catch {
    // Blocked storage: the flag was kept in memory for one page view only (useConsent.ts).
  }
}
