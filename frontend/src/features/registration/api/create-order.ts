import type { RegistrationForm } from 'fest-shared-wasm';

import { answer, apiClient } from '@/lib/api-client';
import type { CreateOrderResponse } from '@/lib/api-types';

import { withDiscountCode } from '../lib/form';

/**
 * POST /events/{eventId}/create-order with the canonical form (and the discount code typed, if any,
 * as `code` beside its fields) -> the order to pay, priced by the server after any discount. 422
 * carries `{message, errors}` (field path -> messages; a refused code under `code`), 409 means
 * already registered or the event full (the shared `eventFull` text), 400 closed, or nothing left
 * to pay after the discount (register without payment instead).
 */
export function createOrder(
  eventId: string,
  form: RegistrationForm,
  code = '',
): Promise<CreateOrderResponse> {
  return answer(
    apiClient.POST('/events/{event}/create-order', {
      params: { path: { event: eventId } },
      body: withDiscountCode(form, code),
    }),
  );
}
