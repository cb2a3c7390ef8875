import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False while React hydrates a page whose first view was drawn at build time (src/prerender.tsx),
 * and in that build-time render; true in every other render, and right after hydration. A page
 * whose content depends on data that may have arrived meanwhile draws its first render as the
 * build did, so hydration finds the elements it expects.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
