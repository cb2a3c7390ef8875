/**
 * The app's server-state cache (TanStack Query, `@/lib/query-client`), fetched only where a page needs
 * it: the lazy pages' routes load it with their code (routes.tsx), a stored session loads it at
 * start-up (provider.tsx), and Home, which asks the server nothing, starts and runs without it.
 */
import type { QueryClient } from '@tanstack/react-query';

let client: QueryClient | undefined;
let loading: Promise<QueryClient> | undefined;
const listeners = new Set<() => void>();

/** The app's one cache, fetched once. */
export function loadQueryClient(): Promise<QueryClient> {
  loading ??= import('@/lib/query-client').then(
    (module) => {
      client = module.queryClient;
      listeners.forEach((listener) => {
        listener();
      });
      return client;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** The cache once it has been loaded, else undefined. */
export const loadedQueryClient = (): QueryClient | undefined => client;

/** Calls `listener` when the cache has been loaded; returns the unsubscribe function. */
export function onQueryClientLoaded(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
