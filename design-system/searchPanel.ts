/**
 * Lazy entry point: the search results panel. The site imports it with
 * `React.lazy(() => import('…/design-system/searchPanel').then((m) => ({ default: m.SearchPanel })))`
 * so it is not part of the first paint. Its types are also exported from `design-system/index.ts`.
 */
export {
  SearchPanel,
  type SearchPanelProps,
  type SearchResult,
  type SearchStatus,
} from './components/SearchPanel/SearchPanel';
