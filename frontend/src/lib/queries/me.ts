import { queryOptions } from '@tanstack/react-query';

import { answer, apiClient } from '@/lib/api-client';
import type { MeResponse } from '@/lib/api-types';

import { meQueryKey } from '../session';

/** GET /user/me (SPEC 7): the signed-in user; restores the session at start-up. */
export function getMe(signal?: AbortSignal): Promise<MeResponse> {
  return answer(apiClient.GET('/user/me', { signal }));
}

/** The cache entry of the signed-in user (defined beside the session). */
export { meQueryKey } from '../session';

/**
 * The current-user query. It is not asked again by itself (a login puts the user in place, pages
 * that need a fresh role ask for it), but when the network comes back: a check that could not reach
 * the server is made again then. A failure is not retried (SPEC 4: a refused session is dropped).
 */
export const meQueryOptions = () =>
  queryOptions({
    queryKey: meQueryKey,
    queryFn: ({ signal }) => getMe(signal),
    staleTime: Infinity,
    retry: false,
    refetchOnReconnect: 'always',
  });
