import { answer, apiClient } from '@/lib/api-client';
import type { TestOrderResponse } from '@/lib/api-types';

/** POST /payment/create {amount, currency} (amount in rupees) -> the test order. */
export function createPayment(amount: number, currency: string): Promise<TestOrderResponse> {
  // The OpenAPI document gives this test route's body no fields; the server reads these two.
  const body = { amount, currency } as unknown as Record<string, never>;
  return answer(apiClient.POST('/payment/create', { body }));
}
