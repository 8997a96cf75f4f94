import { lazy } from 'react';
import { useSearchParams } from 'react-router';
import { Home } from './Home';

const SearchResults = lazy(() => import('./SearchResults'));

/** `/{locale}/` is the home page; `/{locale}/?query=text` is the full search results page. */
export function HomeRoute() {
  const [params] = useSearchParams();
  const query = params.get('query');
  return query && query.trim() ? <SearchResults query={query} /> : <Home />;
}
