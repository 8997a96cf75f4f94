/**
 * The site's router: the subset of react-router's declarative API the site uses (`BrowserRouter`,
 * `MemoryRouter`, `StaticRouter`, `Routes`/`Route` with nesting, index and `*` routes, `Outlet`, `Navigate`,
 * `useLocation`, `useNavigate`, `useParams`, `useSearchParams`), with the same matching rules
 * (static segments outrank `:params`, which outrank `*`; case-insensitive; trailing slash ignored).
 *
 * Departure from "prefer a library": react-router cost 11.6 KB gzip of the home route's 120 KB
 * budget for features the site does not use (data routers, loaders, relative links, blockers);
 * this is ~1.5 KB. The site has no basename, so hrefs are the paths themselves.
 */
import {
  Children,
  createContext,
  isValidElement,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useSyncExternalStore,
  type ReactElement,
  type ReactNode,
} from 'react';

export interface Location {
  pathname: string;
  search: string;
  hash: string;
  /** A new key for every navigation (even to the same URL); `default` for the first entry. */
  key: string;
}

export interface NavigateOptions {
  replace?: boolean;
}

export type NavigateFunction = (to: string, options?: NavigateOptions) => void;

interface History {
  getLocation(): Location;
  navigate: NavigateFunction;
  subscribe(listener: () => void): () => void;
}

const newKey = () => Math.random().toString(36).slice(2, 10);

function toLocation(url: URL, key: string): Location {
  return { pathname: url.pathname, search: url.search, hash: url.hash, key };
}

/** Resolves `to` (absolute path, `?query`, `#hash`) against the current location. */
function resolve(to: string, from: Location): URL {
  return new URL(to, `http://site${from.pathname}${from.search}${from.hash}`);
}

function createHistory(
  initial: Location,
  write: ((url: URL, key: string, replace: boolean) => void) | null,
): History & { set(location: Location): void } {
  let location = initial;
  const listeners = new Set<() => void>();
  const set = (next: Location) => {
    location = next;
    listeners.forEach((listener) => listener());
  };
  return {
    getLocation: () => location,
    navigate(to, { replace = false } = {}) {
      const url = resolve(to, location);
      const key = newKey();
      write?.(url, key, replace);
      set(toLocation(url, key));
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    set,
  };
}

let browserHistory: History | undefined;

function getBrowserHistory(): History {
  if (browserHistory) return browserHistory;
  const current = () =>
    toLocation(
      new URL(window.location.href),
      (window.history.state as { key?: string } | null)?.key ?? 'default',
    );
  const history = createHistory(current(), (url, key, replace) => {
    const path = `${url.pathname}${url.search}${url.hash}`;
    if (replace) window.history.replaceState({ key }, '', path);
    else window.history.pushState({ key }, '', path);
  });
  window.addEventListener('popstate', () => history.set(current()));
  browserHistory = history;
  return history;
}

const HistoryContext = createContext<History | null>(null);

function useHistory(): History {
  const history = useContext(HistoryContext);
  if (!history) throw new Error('useLocation/useNavigate used outside a router');
  return history;
}

/** The router of the site: the browser's address bar and history. */
export function BrowserRouter({ children }: { children: ReactNode }) {
  return <HistoryContext.Provider value={getBrowserHistory()}>{children}</HistoryContext.Provider>;
}

/** A router over in-memory entries (tests, stories). */
export function MemoryRouter({
  initialEntries = ['/'],
  children,
}: {
  initialEntries?: string[];
  children: ReactNode;
}) {
  const first = initialEntries[initialEntries.length - 1] ?? '/';
  const history = useMemo(
    () => createHistory(toLocation(new URL(first, 'http://site'), 'default'), null),
    [first],
  );
  return <HistoryContext.Provider value={history}>{children}</HistoryContext.Provider>;
}

/** A router at one address (server rendering: no effect runs there, so nothing navigates). */
export function StaticRouter({ location, children }: { location: string; children: ReactNode }) {
  return <MemoryRouter initialEntries={[location]}>{children}</MemoryRouter>;
}

export function useLocation(): Location {
  const history = useHistory();
  return useSyncExternalStore(history.subscribe, history.getLocation, history.getLocation);
}

export function useNavigate(): NavigateFunction {
  return useHistory().navigate;
}

/** Navigates when rendered (a redirect). */
export function Navigate({ to, replace }: { to: string; replace?: boolean }) {
  const navigate = useNavigate();
  useEffect(() => navigate(to, { replace }), [navigate, to, replace]);
  return null;
}

export interface RouteProps {
  path?: string;
  index?: boolean;
  element?: ReactNode;
  children?: ReactNode;
}

/** Declares a route inside `<Routes>`; renders nothing by itself. */
export function Route(_props: RouteProps): ReactElement | null {
  return null;
}

interface RouteDef {
  path: string;
  index: boolean;
  element: ReactNode;
  children: RouteDef[];
}

function collectRoutes(children: ReactNode): RouteDef[] {
  const routes: RouteDef[] = [];
  Children.forEach(children, (child) => {
    if (!isValidElement<RouteProps>(child)) return;
    if (child.type !== Route) {
      // Fragments and arrays of routes.
      routes.push(...collectRoutes(child.props.children));
      return;
    }
    const { path = '', index = false, element = null, children: nested } = child.props;
    routes.push({ path, index, element, children: collectRoutes(nested) });
  });
  return routes;
}

interface Branch {
  segments: string[];
  elements: ReactNode[];
  score: number;
  order: number;
}

const segmentsOf = (path: string) => path.split('/').filter(Boolean);

/** react-router's ranking: static 10, param 3, splat -2, index +2 (plus the segment count). */
function scoreOf(segments: string[], index: boolean): number {
  let score = segments.length + (index ? 2 : 0);
  for (const segment of segments) {
    if (segment === '*') score -= 2;
    else score += segment.startsWith(':') ? 3 : 10;
  }
  return score;
}

function flatten(routes: RouteDef[], parent: string[] = [], elements: ReactNode[] = []): Branch[] {
  const branches: Branch[] = [];
  for (const route of routes) {
    const segments = [...parent, ...segmentsOf(route.path)];
    const chain = [...elements, route.element];
    if (route.children.length > 0) branches.push(...flatten(route.children, segments, chain));
    else
      branches.push({
        segments,
        elements: chain,
        score: scoreOf(segments, route.index),
        order: 0,
      });
  }
  return branches;
}

function rank(routes: RouteDef[]): Branch[] {
  return flatten(routes)
    .map((branch, order) => ({ ...branch, order }))
    .sort((a, b) => b.score - a.score || a.order - b.order);
}

type Params = Record<string, string | undefined>;

function decode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

function match(branch: Branch, parts: string[]): Params | null {
  const params: Params = {};
  for (let i = 0; i < branch.segments.length; i++) {
    const segment = branch.segments[i] as string;
    if (segment === '*') {
      params['*'] = parts.slice(i).map(decode).join('/');
      return params;
    }
    const part = parts[i];
    if (part === undefined) return null;
    if (segment.startsWith(':')) params[segment.slice(1)] = decode(part);
    else if (segment.toLowerCase() !== decode(part).toLowerCase()) return null;
  }
  return parts.length === branch.segments.length ? params : null;
}

const ParamsContext = createContext<Params>({});
const OutletContext = createContext<ReactNode>(null);

/** Renders the best-ranked route matching the location (nested elements through `<Outlet>`). */
export function Routes({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const branches = useMemo(() => rank(collectRoutes(children)), [children]);
  const parts = segmentsOf(pathname);
  for (const branch of branches) {
    const params = match(branch, parts);
    if (!params) continue;
    let element: ReactNode = null;
    for (let i = branch.elements.length - 1; i >= 0; i--) {
      element = (
        <OutletContext.Provider value={element}>{branch.elements[i]}</OutletContext.Provider>
      );
    }
    return <ParamsContext.Provider value={params}>{element}</ParamsContext.Provider>;
  }
  return null;
}

/** Where a parent route renders its matched child route. */
export function Outlet() {
  return <>{useContext(OutletContext)}</>;
}

export function useParams(): Params {
  return useContext(ParamsContext);
}

/** The query string as URLSearchParams, and a setter that navigates to the new query. */
export function useSearchParams(): [
  URLSearchParams,
  (next: URLSearchParams, options?: NavigateOptions) => void,
] {
  const { search } = useLocation();
  const navigate = useNavigate();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const setParams = useCallback(
    (next: URLSearchParams, options?: NavigateOptions) => {
      const query = next.toString();
      navigate(query ? `?${query}` : '?', options);
    },
    [navigate],
  );
  return [params, setParams];
}
