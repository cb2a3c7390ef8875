import type { RegistrationForm } from 'fest-shared-wasm';

import { answer, apiClient } from '@/lib/api-client';
import type { WaitlistJoinResponse } from '@/lib/api-types';

/**
 * POST /events/{eventId}/waitlist with the same canonical form create-order takes -> 201 {success,
 * message, entry} (the entry with its place in line). 409 when the event still has places, or the
 * user is already on its waiting list or registered; 400 closed; 422 field errors as create-order.
 */
export function joinWaitlist(
  eventId: string,
  form: RegistrationForm,
): Promise<WaitlistJoinResponse> {
  return answer(
    apiClient.POST('/events/{event}/waitlist', {
      params: { path: { event: eventId } },
      body: form,
    }),
  );
}
