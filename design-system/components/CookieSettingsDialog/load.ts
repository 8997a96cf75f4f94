/**
 * Loads the cookie settings dialog as its own chunk, in the shape `React.lazy` expects:
 * `const CookieSettingsDialog = lazy(loadCookieSettingsDialog)`.
 */
export const loadCookieSettingsDialog = () => import('./CookieSettingsDialog');
