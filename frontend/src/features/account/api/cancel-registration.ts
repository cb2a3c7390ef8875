import { useMutation, useQueryClient } from '@tanstack/react-query';

import { answer, apiClient } from '@/lib/api-client';
import type { CancelResponse, MyRegistrationsResponse } from '@/lib/api-types';
import {
  eventsQueryKey,
  myRegistrationsQueryKey,
  passesQueryKey,
  registeredEventsQueryKey,
} from '@/lib/query-keys';

/**
 * POST /events/{event}/cancel {} -> {success, message, registration}: cancels the caller's own
 * registration for the event (a catalogue id). Its place is freed, its passes stop working, and
 * what was paid is refunded less the cancellation fee. An order not paid yet is withdrawn instead (it
 * expires at once, at any time). 404 when there is no registration, 409 when it cannot be cancelled
 * (flagged for the organisers, or a UPI reference they are checking), 400 once the event's
 * cancellation deadline has passed; each with a message to show.
 */
export function cancelRegistration(event: string): Promise<CancelResponse> {
  return answer(
    apiClient.POST('/events/{event}/cancel', { params: { path: { event } }, body: {} }),
  );
}

/**
 * Cancels a registration. The answer replaces the registration in the user's list at once; the
 * list is asked for again either way (a refusal may mean it changed meanwhile), and after a
 * cancellation the passes, the events' places and the events the user registered for too.
 */
export function useCancelRegistration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelRegistration,
    onSuccess: (response) => {
      const cancelled = response.registration;
      queryClient.setQueryData<MyRegistrationsResponse>(myRegistrationsQueryKey, (current) =>
        current
          ? {
              ...current,
              registrations: current.registrations.map((r) =>
                r._id === cancelled._id ? cancelled : r,
              ),
            }
          : current,
      );
      for (const queryKey of [passesQueryKey, eventsQueryKey, registeredEventsQueryKey]) {
        void queryClient.invalidateQueries({ queryKey });
      }
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: myRegistrationsQueryKey }),
  });
}
