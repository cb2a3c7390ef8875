import { useQuery } from '@tanstack/react-query';

import { answer, apiClient, ApiError, errorMessage } from '@/lib/api-client';
import type { CaApplicationView } from '@/lib/api-types';
import { notify } from '@/lib/toast';

import { i18n } from '../i18n';

/** GET /ca/application (SPEC 7): the signed-in user's application, or null when there is none (404). */
export async function getMyApplication(signal?: AbortSignal): Promise<CaApplicationView | null> {
  try {
    const { application } = await answer(apiClient.GET('/ca/application', { signal }));
    return application;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

// eslint-disable-next-line lingui/no-unlocalized-strings -- a cache key
export const myApplicationQueryKey = ['ca', 'application'] as const;

export type ApplicationState =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'none' }
  | { status: 'ready'; application: CaApplicationView };

/**
 * The signed-in user's application (SPEC 2.11): loading, then the application, none, or an error
 * whose text is the server's message, else 'Failed to fetch application'. A failure also raises the
 * toast 'Failed to load your application' (SPEC 8).
 */
export function useMyApplication(): ApplicationState {
  const query = useQuery({
    queryKey: myApplicationQueryKey,
    queryFn: async ({ signal }) => {
      try {
        return await getMyApplication(signal);
      } catch (error) {
        if (!signal.aborted) notify.error(i18n._('ca-program.application.loadFailed'));
        throw error;
      }
    },
    // Asked again on every visit: an admin may have decided in the meantime.
    staleTime: 0,
    retry: false,
  });
  if (query.isSuccess) {
    return query.data ? { status: 'ready', application: query.data } : { status: 'none' };
  }
  if (query.isError) {
    return {
      status: 'error',
      message: errorMessage(query.error, i18n._('ca-program.application.fetchFailed')),
    };
  }
  return { status: 'loading' };
}
