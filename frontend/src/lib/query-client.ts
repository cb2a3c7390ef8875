import { MutationCache, QueryClient } from '@tanstack/react-query';

import { registerServiceWorker } from '@/pwa/register';

import { ApiError, errorMessage } from './api-client';

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: {
      /**
       * A failure of the mutation is toasted here (SPEC 8), with the server's message, else this
       * text; callers then handle only what else a failure changes (field errors, dialogs).
       * Without it the caller reports the failure itself.
       */
      errorToast?: string;
    };
  }
}

/** The one place where failed changes are reported: a toast for each mutation that asks for it. */
export function createMutationCache(): MutationCache {
  return new MutationCache({
    onError: (error, _variables, _context, mutation) => {
      const fallback = mutation.options.meta?.errorToast;
      if (fallback === undefined) return;
      // The toast module as it is when the failure happens (the cache is made once, at start-up;
      // the module is already loaded, so this takes no request).
      void import('./toast').then(({ notify }) => {
        notify.error(errorMessage(error, fallback));
      });
    },
  });
}

/** A refusal (4xx) will not change on a second try; a network failure or a 5xx may. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 1;
}

/**
 * The server state cache (DESIGN: server state through TanStack Query). Every call goes through the
 * API client, which adds the 10 second timeout and passes the query's AbortSignal on; a refusal (4xx)
 * is not asked again, anything else once. Changes are made with mutations, which invalidate the
 * lists they touch, and are never repeated; their failures are toasted by the mutation cache. `retry: false` turns repeating off altogether.
 */
export function createQueryClient({ retry = true }: { retry?: boolean } = {}): QueryClient {
  return new QueryClient({
    mutationCache: createMutationCache(),
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

// The installable app's service worker (/checkin and /passes open with no network once visited),
// registered with the first page that asks the server anything: every page but Home, and Home with a
// session. Home alone stays within its JavaScript budget without it.
registerServiceWorker();
