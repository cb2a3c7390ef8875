import { answer, apiClient } from '@/lib/api-client';
import type { WaitlistAcceptResponse } from '@/lib/api-types';

/**
 * POST /events/{event}/waitlist/accept (no body) -> {success, message, registrationId, order}: takes
 * the place the waiting list offers the caller. Paid online, `order` is exactly what create-order
 * answers (pay it in the checkout, then verify); offline or free, `order` is null and the
 * registration is stored (awaiting payment, or paid). 409 when no live offer is there.
 */
export function acceptOffer(event: string): Promise<WaitlistAcceptResponse> {
  return answer(apiClient.POST('/events/{event}/waitlist/accept', { params: { path: { event } } }));
}
