import { useQuery } from '@tanstack/react-query';

import { answer, apiClient } from '@/lib/api-client';
import type { BookingsResponse } from '@/lib/api-types';

import { accommodationKeys } from './query-keys';

/** GET /accommodation/mine -> {success, bookings}: the signed-in user's bookings, newest first. */
export function getMyBookings(signal?: AbortSignal): Promise<BookingsResponse> {
  return answer(apiClient.GET('/accommodation/mine', { signal }));
}

/** The user's bookings, asked for again whenever the page opens. */
export function useMyBookings() {
  return useQuery({
    queryKey: accommodationKeys.mine,
    queryFn: ({ signal }) => getMyBookings(signal),
    // eslint-disable-next-line lingui/no-unlocalized-strings -- an option of the query
    refetchOnMount: 'always',
  });
}
