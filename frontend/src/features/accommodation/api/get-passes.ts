import { useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import type { PassesResponse } from '@/lib/api-types';
import { passesQueryKey } from '@/lib/query-keys';

/**
 * GET /passes -> {success, passes}: one pass per person on each paid registration, with the
 * holder's stay when one is booked; the form's guests are the passes of the chosen registration.
 */
export function getPasses(signal?: AbortSignal): Promise<PassesResponse> {
  return api.get<PassesResponse>('/passes', { signal });
}

export function usePasses() {
  return useQuery({
    queryKey: passesQueryKey,
    queryFn: ({ signal }) => getPasses(signal),
    refetchOnMount: 'always',
  });
}
