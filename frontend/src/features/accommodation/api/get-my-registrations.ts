import { useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import type { MyRegistrationsResponse } from '@/lib/api-types';
import { myRegistrationsQueryKey } from '@/lib/query-keys';

/**
 * GET /events/my-registrations -> {success, registrations}: the signed-in user's registrations,
 * newest first (the form offers the paid ones).
 */
export function getMyRegistrations(signal?: AbortSignal): Promise<MyRegistrationsResponse> {
  return api.get<MyRegistrationsResponse>('/events/my-registrations', { signal });
}

export function useMyRegistrations() {
  return useQuery({
    queryKey: myRegistrationsQueryKey,
    queryFn: ({ signal }) => getMyRegistrations(signal),
  });
}
