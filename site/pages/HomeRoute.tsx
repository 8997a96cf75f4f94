import { useSearchParams } from '../router';
import { withPageMessages } from '../i18n/i18n';
import { lazyChunk } from '../lazyChunk';
import { Home } from './Home';

const SearchResults = lazyChunk(
  'SearchResults',
  withPageMessages(() => import('./SearchResults')),
);

/** `/{locale}/` is the home page; `/{locale}/?query=text` is the full search results page. */
export function HomeRoute() {
  const [params] = useSearchParams();
  const query = params.get('query');
  return query && query.trim() ? <SearchResults query={query} /> : <Home />;
}
