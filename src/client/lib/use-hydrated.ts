import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * False while the app takes over markup the server drew ahead of time (the guest landing, see
 * scripts/prerender.mjs), true once this part of the page answers input. Always true for a page
 * the browser draws itself.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
