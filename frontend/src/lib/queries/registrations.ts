import { queryOptions } from '@tanstack/react-query';

import { answer, apiClient } from '@/lib/api-client';
import type { MyRegistrationsResponse } from '@/lib/api-types';
import { myRegistrationsQueryKey } from '@/lib/query-keys';

/**
 * GET /events/my-registrations -> {success, registrations}: the signed-in user's registrations,
 * newest first, each with its payment status and, once cancelled, its refund.
 */
export function getMyRegistrations(signal?: AbortSignal): Promise<MyRegistrationsResponse> {
  return answer(apiClient.GET('/events/my-registrations', { signal }));
}

/**
 * The user's registrations: the account page lists them, the registration forms and the
 * accommodation page offer them. Pages that must show them as they are now add
 * `refetchOnMount: 'always'`.
 */
export const myRegistrationsQueryOptions = () =>
  queryOptions({
    queryKey: myRegistrationsQueryKey,
    queryFn: ({ signal }) => getMyRegistrations(signal),
  });
