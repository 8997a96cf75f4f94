import { createContext } from 'react';

/** The drawer's open state as the Header holds it (plain state: no overlay code on first paint). */
export interface DrawerState {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}

/**
 * Provided by the Header around its `mobileNav` slot: a lazily loaded `<MobileNav />` without
 * `isOpen` reads its state from here (outside a Header, from a react-aria `DialogTrigger`).
 */
export const DrawerStateContext = createContext<DrawerState | null>(null);
