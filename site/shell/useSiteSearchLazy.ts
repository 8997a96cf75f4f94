import { useEffect, useRef, useState } from 'react';
import type { SearchController, SearchState, createSearchController } from './search';

const IDLE: SearchState = { status: 'idle', query: '', results: [], total: 0 };

/**
 * `useSiteSearch` (./search) with the search code (the registry's search fields, the query
 * builder, result mapping) loaded the first time the visitor types: it is not part of the first
 * paint. Until it has loaded, a non-blank text reports `loading` (the debounce runs meanwhile).
 */
export function useSiteSearchLazy(query: string, locale: string): SearchState {
  const [state, setState] = useState<SearchState>(IDLE);
  const [module, setModule] = useState<{
    createSearchController: typeof createSearchController;
  } | null>(null);
  const controller = useRef<SearchController | null>(null);
  const wanted = query.trim() !== '';

  useEffect(() => {
    if (!wanted || module) return;
    let current = true;
    void import('./search').then((m) => {
      if (current) setModule(m);
    });
    return () => {
      current = false;
    };
  }, [wanted, module]);

  useEffect(() => {
    if (!module) return;
    const c = module.createSearchController({ locale, onChange: setState });
    controller.current = c;
    return () => {
      c.dispose();
      controller.current = null;
      setState(IDLE);
    };
  }, [module, locale]);

  useEffect(() => {
    controller.current?.setQuery(query);
  }, [module, query, locale]);

  if (!module && wanted) return { ...IDLE, status: 'loading', query: query.trim() };
  return state;
}
