import { useState } from 'react';
import { useLocation } from '../router';

/**
 * State that goes back to `initial` on every client-side navigation (a new location key): the
 * header's menus, drawer, search and language list are controlled with it so a new page finds
 * them closed. Derived while rendering, so the new page's first render already has them closed.
 */
export function useRouteState<T>(initial: T): [T, (next: T) => void] {
  const { key } = useLocation();
  const [state, setState] = useState({ key, value: initial });
  return [state.key === key ? state.value : initial, (value) => setState({ key, value })];
}
