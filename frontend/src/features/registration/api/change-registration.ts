import type { RegistrationForm } from 'fest-shared-wasm';

import type { PaymentResult } from '@/components/checkout/types';
import { answer, apiClient } from '@/lib/api-client';
import type { RosterChangeResponse, RosterChangePaidResponse } from '@/lib/api-types';

/**
 * PUT /events/{eventId}/registration with the whole changed form (as create-order takes it) ->
 * {success, message, registration, change, order}. `order` is there when the new team costs more:
 * the change waits for that payment. 400 once the change deadline has passed, 404 without a
 * registration, 409 when it is not paid or cancelled or the extra people do not fit, 422 field errors.
 */
export function changeRegistration(
  eventId: string,
  form: RegistrationForm,
): Promise<RosterChangeResponse> {
  return answer(
    apiClient.PUT('/events/{event}/registration', {
      params: { path: { event: eventId } },
      body: form,
    }),
  );
}

/**
 * POST /events/{eventId}/registration/verify-payment with the widget's answer for the difference ->
 * {success, message, registration, change}: the change, paid and applied.
 */
export function verifyChangePayment(
  eventId: string,
  result: PaymentResult,
): Promise<RosterChangePaidResponse> {
  return answer(
    apiClient.POST('/events/{event}/registration/verify-payment', {
      params: { path: { event: eventId } },
      body: {
        razorpay_order_id: result.razorpay_order_id,
        razorpay_payment_id: result.razorpay_payment_id,
        razorpay_signature: result.razorpay_signature,
      },
    }),
  );
}
