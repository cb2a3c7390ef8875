import type { RegistrationForm } from 'fest-shared-wasm';

import { answer, apiClient } from '@/lib/api-client';
import type { RegisterResponse } from '@/lib/api-types';

import { withDiscountCode } from '../lib/form';

/**
 * POST /events/{eventId} with the canonical form (and the discount code typed, if any, as `code`
 * beside its fields): no payment, for a fee of 0, payments offline, or nothing left to pay after the
 * discount.
 */
export function registerForEvent(
  eventId: string,
  form: RegistrationForm,
  code = '',
): Promise<RegisterResponse | undefined> {
  return answer(
    apiClient.POST('/events/{event}', {
      params: { path: { event: eventId } },
      body: withDiscountCode(form, code),
    }),
  );
}
