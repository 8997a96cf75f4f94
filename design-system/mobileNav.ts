/**
 * Lazy entry point: the small-screen navigation drawer. The site imports it with
 * `React.lazy(() => import('…/design-system/mobileNav').then((m) => ({ default: m.MobileNav })))`
 * and passes it to `<Header mobileNav={…} />`, which renders it only while open.
 * Its props type is also exported from `design-system/index.ts`.
 */
export { MobileNav, type MobileNavProps } from './components/MobileNav/MobileNav';
