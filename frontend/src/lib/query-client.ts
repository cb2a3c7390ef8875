import { QueryClient } from '@tanstack/react-query';

import { ApiError } from './api-client';

/** A refusal (4xx) will not change on a second try; a network failure or a 5xx may. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 1;
}

/**
 * The server state cache (DESIGN: server state through TanStack Query). Every call goes through the
 * API client, which adds the 10 second timeout and passes the query's AbortSignal on; a refusal (4xx)
 * is not asked again, anything else once. Changes are made with mutations, which invalidate the
 * lists they touch, and are never repeated. `retry: false` turns repeating off altogether.
 */
export function createQueryClient({ retry = true }: { retry?: boolean } = {}): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: retry ? shouldRetry : false,
        staleTime: 30_000,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}

/** The app's one cache: the provider hands it to React, route loaders prefetch into it. */
export const queryClient = createQueryClient();
