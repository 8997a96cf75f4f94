/**
 * Stands in for `use-sync-external-store/shim` (vite.config.ts aliases it here): SWR and
 * react-aria import the shim for React 17, and React 19 has the hook itself, so the shim's
 * fallback was dead code in the first-paint chunk (about 0.4 KB gzip of the home route's budget).
 */
export { useSyncExternalStore } from 'react';
