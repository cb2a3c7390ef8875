import type { RegistrationForm } from 'fest-shared-wasm';

import { answer, apiClient } from '@/lib/api-client';
import type { QuoteResponse } from '@/lib/api-types';

import { withDiscountCode } from '../lib/form';

/**
 * POST /events/{eventId}/quote with the form and the discount code typed, as create-order takes them
 * -> what the registration would cost (fee, discount, amount, the code that gives it and whether it
 * is the discount code or the referral code). Nothing is stored. 422 carries field errors as
 * create-order's (a refused code under `code`).
 */
export function quoteRegistration(
  eventId: string,
  form: RegistrationForm,
  code = '',
): Promise<QuoteResponse> {
  return answer(
    apiClient.POST('/events/{event}/quote', {
      params: { path: { event: eventId } },
      body: withDiscountCode(form, code),
    }),
  );
}
