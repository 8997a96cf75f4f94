import { Navigate, Route, Routes, useLocation } from 'react-router';
import { storedLocale } from './i18n/localePreference';
import { Home } from './pages/Home';
import { NotFound } from './pages/NotFound';
import { LocaleLayout } from './shell/LocaleLayout';

/** `/` (and any path without a locale) goes to the visitor's stored locale, else Thai. */
export function RedirectToLocale() {
  const { pathname, search, hash } = useLocation();
  const rest = pathname === '/' ? '/' : pathname;
  return <Navigate replace to={`/${storedLocale()}${rest}${search}${hash}`} />;
}

/**
 * Declarative routes (react-router's declarative mode is half the size of the data router, and
 * the home route's JS budget matters more than loaders here).
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route path="/" element={<RedirectToLocale />} />
      <Route path="/:locale" element={<LocaleLayout />}>
        <Route index element={<Home />} />
        <Route path="*" element={<NotFound />} />
      </Route>
    </Routes>
  );
}
