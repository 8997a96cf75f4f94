import type { ComponentType } from 'react';
import { Navigate, Route, Routes, useLocation } from './router';
import { APP_PAGES, COLLECTIONS, SINGLE_TYPES } from './cms/collections';
import { withPageMessages } from './i18n/i18n';
import { lazyChunk } from './lazyChunk';
import { storedLocale } from './i18n/localePreference';
import { HomeRoute } from './pages/HomeRoute';
import { LocaleLayout } from './shell/LocaleLayout';

// Every page but Home is its own chunk (the home route's JS budget), loaded with its messages;
// a server-rendered page's chunk loads before hydration (site/lazyChunk.tsx).
const CollectionList = lazyChunk(
  'CollectionList',
  withPageMessages(() => import('./pages/CollectionList')),
);
const ContentDetail = lazyChunk(
  'ContentDetail',
  withPageMessages(() => import('./pages/ContentDetail')),
);
const SinglePage = lazyChunk(
  'SinglePage',
  withPageMessages(() => import('./pages/SinglePage')),
);
const Offices = lazyChunk(
  'Offices',
  withPageMessages(() => import('./pages/Offices')),
);
const Sitemap = lazyChunk(
  'Sitemap',
  withPageMessages(() => import('./pages/Sitemap')),
);
const Login = lazyChunk(
  'Login',
  withPageMessages(() => import('./pages/Login')),
);
const Preview = lazyChunk(
  'Preview',
  withPageMessages(() => import('./pages/Preview')),
);
const JobDetail = lazyChunk(
  'JobDetail',
  withPageMessages(() => import('./pages/JobDetail')),
);
const NewsletterLink = lazyChunk(
  'NewsletterLink',
  withPageMessages(() => import('./pages/NewsletterLink')),
);
const NotFound = lazyChunk(
  'NotFound',
  withPageMessages(() => import('./pages/NotFound')),
);

// The public forms: each its own chunk too.
const ContactForm = lazyChunk(
  'ContactForm',
  withPageMessages(() => import('./pages/forms/ContactForm')),
);
const SurveyForm = lazyChunk(
  'SurveyForm',
  withPageMessages(() => import('./pages/forms/SurveyForm')),
);
const ComplaintForm = lazyChunk(
  'ComplaintForm',
  withPageMessages(() => import('./pages/forms/ComplaintForm')),
);
const OpinionForm = lazyChunk(
  'OpinionForm',
  withPageMessages(() => import('./pages/forms/OpinionForm')),
);

/** Pages whose route renders a form instead of the single type alone. */
const FORM_ROUTES: Record<string, JSX.Element> = {
  '/post/contact/contact-ditp': <ContactForm purpose="contact" />,
  // The same inquiry form, as its own page (title, h1, intro, preselected topic): two addresses
  // showing one title would be two pages a visitor cannot tell apart (WCAG 2.4.2).
  '/international-trade-advice-and-complaints': <ContactForm purpose="advice" />,
  '/survey-form': <SurveyForm />,
  '/corruption-and-Misconduct-Complaint-Form': <ComplaintForm />,
  '/opinions-for-the-ditp': <OpinionForm />,
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

/** Every route of the site under `/:locale`, generated from the collections registry. */
function localeRoutes() {
  const routes: React.ReactElement[] = [];
  const seen = new Set<string>();
  const add = (path: string, element: React.ReactElement) => {
    if (seen.has(path)) return;
    seen.add(path);
    routes.push(<Route key={path} path={strip(path)} element={element} />);
  };

  for (const [path, form] of Object.entries(FORM_ROUTES)) add(path, form);
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
    if (page.key === 'newsletter-confirm') add(page.pagePath, <NewsletterLink step="confirm" />);
    if (page.key === 'newsletter-unsubscribe') {
      add(page.pagePath, <NewsletterLink step="unsubscribe" />);
    }
  }
  add('/preview/:collection/:id', <Preview />);
  add('/preview/:collection', <Preview />);
  return routes;
}

const LOCALE_ROUTES = localeRoutes();

/** Every route of the site (site/router.tsx: react-router's declarative API, 1.5 KB). */
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
