import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router';
import { APP_PAGES, COLLECTIONS, SINGLE_TYPES } from './cms/collections';
import { storedLocale } from './i18n/localePreference';
import { HomeRoute } from './pages/HomeRoute';
import { LocaleLayout } from './shell/LocaleLayout';

// Every page but Home is its own chunk (the home route's JS budget).
const CollectionList = lazy(() => import('./pages/CollectionList'));
const ContentDetail = lazy(() => import('./pages/ContentDetail'));
const SinglePage = lazy(() => import('./pages/SinglePage'));
const Offices = lazy(() => import('./pages/Offices'));
const Sitemap = lazy(() => import('./pages/Sitemap'));
const Login = lazy(() => import('./pages/Login'));
const Preview = lazy(() => import('./pages/Preview'));
const JobDetail = lazy(() => import('./pages/JobDetail'));
const NotFound = lazy(() => import('./pages/NotFound'));

/**
 * The public forms (issue 7) live in `site/pages/forms/<Name>.tsx` (default exports). They are
 * looked up with a glob so the routes work before and after they land: a missing form falls back
 * to the page given (the contact page, whose content says how to reach the department).
 */
const formModules = import.meta.glob<{ default: ComponentType }>('./pages/forms/*.tsx');

export type FormName =
  'ContactForm' | 'SurveyForm' | 'ComplaintForm' | 'OpinionForm' | 'JobApplicationForm';

export function lazyForm<P extends object = object>(
  name: FormName,
): LazyExoticComponent<ComponentType<P>> | null {
  const load = formModules[`./pages/forms/${name}.tsx`];
  return load
    ? (lazy(load as () => Promise<{ default: ComponentType<P> }>) as LazyExoticComponent<
        ComponentType<P>
      >)
    : null;
}

const ContactForm = lazyForm('ContactForm');
const SurveyForm = lazyForm('SurveyForm');
const ComplaintForm = lazyForm('ComplaintForm');
const OpinionForm = lazyForm('OpinionForm');

/** Pages whose route renders a form (issue 7) instead of the single type alone. */
const FORM_ROUTES: Record<string, LazyExoticComponent<ComponentType> | null> = {
  '/post/contact/contact-ditp': ContactForm,
  '/international-trade-advice-and-complaints': ContactForm,
  '/survey-form': SurveyForm,
  '/corruption-and-Misconduct-Complaint-Form': ComplaintForm,
  '/opinions-for-the-ditp': OpinionForm,
};

/** Single types with a page template of their own. */
const SINGLE_TEMPLATES: Record<string, ComponentType<{ typeKey: string }>> = {
  'overseas-office-page': Offices,
};

/** `/` (and any path without a locale) goes to the visitor's stored locale, else Thai. */
export function RedirectToLocale() {
  const { pathname, search, hash } = useLocation();
  const rest = pathname === '/' ? '/' : pathname;
  return <Navigate replace to={`/${storedLocale()}${rest}${search}${hash}`} />;
}

const strip = (path: string) => path.replace(/^\//, '');

function formRouteElement(path: string): React.ReactElement | null {
  const Form = FORM_ROUTES[path];
  if (Form) return <Form />;
  if (path in FORM_ROUTES) {
    // The form has not landed: its route shows the contact page (a real page, never blank).
    return path === '/post/contact/contact-ditp' ||
      path === '/international-trade-advice-and-complaints' ? null : (
      <SinglePage typeKey="contact" />
    );
  }
  return null;
}

/** Every route of the site under `/:locale`, generated from the collections registry. */
function localeRoutes() {
  const routes: React.ReactElement[] = [];
  const seen = new Set<string>();
  const add = (path: string, element: React.ReactElement) => {
    if (seen.has(path)) return;
    seen.add(path);
    routes.push(<Route key={path} path={strip(path)} element={element} />);
  };

  for (const [path] of Object.entries(FORM_ROUTES)) {
    const element = formRouteElement(path);
    if (element) add(path, element);
  }
  for (const single of SINGLE_TYPES) {
    if (single.pagePath === '/') continue;
    const Template = SINGLE_TEMPLATES[single.key] ?? SinglePage;
    add(single.pagePath, <Template typeKey={single.key} />);
  }
  for (const c of COLLECTIONS) {
    for (const list of c.listPages) {
      add(list.path, <CollectionList collectionKey={c.key} listPath={list.path} />);
    }
    for (const detail of c.detailPaths) {
      add(
        detail,
        c.key === 'apply-for-works' ? (
          <JobDetail collectionKey={c.key} />
        ) : (
          <ContentDetail collectionKey={c.key} />
        ),
      );
    }
  }
  for (const page of APP_PAGES) {
    if (page.key === 'sitemap') add(page.pagePath, <Sitemap />);
    if (page.key === 'login') add(page.pagePath, <Login />);
  }
  add('/preview/:collection/:id', <Preview />);
  add('/preview/:collection', <Preview />);
  return routes;
}

const LOCALE_ROUTES = localeRoutes();

/**
 * Declarative routes (react-router's declarative mode is half the size of the data router, and
 * the home route's JS budget matters more than loaders here).
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route path="/" element={<RedirectToLocale />} />
      <Route path="/:locale" element={<LocaleLayout />}>
        <Route index element={<HomeRoute />} />
        {LOCALE_ROUTES}
        <Route path="*" element={<NotFound />} />
      </Route>
    </Routes>
  );
}
