import type { RegistrationForm } from 'fest-shared-wasm';

import { answer, apiClient, type JsonBody } from '@/lib/api-client';
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
  // The shared rules' form type also admits true/false for `accompanyingCoach`, which the server's
  // rules read as 'Yes'/'No'; the OpenAPI document lists only the string.
  return answer(
    apiClient.POST('/events/{event}', {
      params: { path: { event: eventId } },
      body: withDiscountCode(form, code) as unknown as JsonBody<'/events/{event}', 'post'>,
    }),
  );
}
