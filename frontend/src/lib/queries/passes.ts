import { queryOptions } from '@tanstack/react-query';

import { answer, apiClient } from '@/lib/api-client';
import type { PassesResponse } from '@/lib/api-types';
import { passesQueryKey } from '@/lib/query-keys';

/**
 * GET /passes -> {success, passes}: the signed-in user's fest-day passes, one per person on each of
 * their paid registrations, newest registration first, with the holder's stay when one is booked.
 */
export function getPasses(signal?: AbortSignal): Promise<PassesResponse> {
  return answer(apiClient.GET('/passes', { signal }));
}

/** The passes, asked for again whenever a page showing them opens (one may have been used meanwhile). */
export const passesQueryOptions = () =>
  queryOptions({
    queryKey: passesQueryKey,
    queryFn: ({ signal }) => getPasses(signal),
    refetchOnMount: 'always',
  });
