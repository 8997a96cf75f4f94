import {
  createContext,
  lazy,
  Suspense,
  useContext,
  useEffect,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { createPopupController, type PopupApi, type PopupController } from './popupController';

/** The pop-up UI (dialogs, toast region, animations) is its own chunk, loaded on first use. */
export const loadPopupHost = () => import('./PopupHost');
const PopupHost = lazy(loadPopupHost);

const PopupContext = createContext<PopupController | null>(null);

export interface PopupProviderProps {
  /**
   * The store to show. The site creates one with `createPopupController()` so that non-React
   * code (the CMS client) can call it too. @default a new controller for this provider
   */
  controller?: PopupController;
  children: ReactNode;
}

/**
 * Makes `usePopup()` available and shows the pop-ups. It costs almost nothing on first paint:
 * the dialogs and toasts are loaded the first time one is requested.
 */
export function PopupProvider({ controller, children }: PopupProviderProps) {
  const [own] = useState(createPopupController);
  const store = controller ?? own;
  const pending = useSyncExternalStore(
    store.subscribe,
    () => store.getSnapshot().length > 0,
    () => false,
  );
  // Once loaded, the host stays mounted (its exit animations and focus return need it).
  const [hostNeeded, setHostNeeded] = useState(pending);
  if (pending && !hostNeeded) setHostNeeded(true);
  useEffect(() => store.attach(), [store]);

  return (
    <PopupContext.Provider value={store}>
      {children}
      {hostNeeded ? (
        <Suspense fallback={null}>
          <PopupHost controller={store} />
        </Suspense>
      ) : null}
    </PopupContext.Provider>
  );
}

/** The imperative pop-up API: `const popup = usePopup(); await popup.confirm();`. */
export function usePopup(): PopupApi {
  const store = useContext(PopupContext);
  if (!store) throw new Error('usePopup() needs a <PopupProvider> above it.');
  return store;
}
