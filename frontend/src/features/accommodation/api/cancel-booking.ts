import { useMutation, useQueryClient } from '@tanstack/react-query';

import { answer, apiClient } from '@/lib/api-client';
import type { BookingResponse, BookingsResponse } from '@/lib/api-types';
import { passesQueryKey } from '@/lib/query-keys';

import { accommodationKeys } from './query-keys';

/**
 * POST /accommodation/{id}/cancel -> {success, booking}: cancels the caller's paid booking before
 * its event's cancellation deadline; the beds are given back and what was paid is refunded less the
 * cancellation fee. 400 after the deadline, 409 when it is not paid yet or being checked, 404 when
 * there is no such booking; each with a message to show.
 */
export function cancelBooking(id: string): Promise<BookingResponse> {
  return answer(
    apiClient.POST('/accommodation/{id}/cancel', { params: { path: { id } }, body: {} }),
  );
}

/**
 * Cancels a booking. The answer replaces the booking in the list at once; the list, the beds left
 * and the passes (whose stay goes) are asked for again.
 */
export function useCancelBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelBooking,
    onSuccess: (response) => {
      const cancelled = response.booking;
      queryClient.setQueryData<BookingsResponse>(accommodationKeys.mine, (current) =>
        current
          ? {
              ...current,
              bookings: current.bookings.map((b) => (b.id === cancelled.id ? cancelled : b)),
            }
          : current,
      );
      for (const queryKey of [accommodationKeys.options, passesQueryKey]) {
        void queryClient.invalidateQueries({ queryKey });
      }
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: accommodationKeys.mine }),
  });
}
