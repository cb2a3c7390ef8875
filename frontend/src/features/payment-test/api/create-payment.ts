import { answer, apiClient } from '@/lib/api-client';
import type { TestOrderResponse } from '@/lib/api-types';

/** POST /payment/create {amount, currency} (amount in rupees) -> the test order. */
export function createPayment(amount: number, currency: string): Promise<TestOrderResponse> {
  return answer(apiClient.POST('/payment/create', { body: { amount, currency } }));
}
