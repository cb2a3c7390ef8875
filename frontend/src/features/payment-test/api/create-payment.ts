import { api } from '@/lib/api-client';
import type { TestOrderResponse } from '@/lib/api-types';

/** POST /payment/create {amount, currency} (amount in rupees) -> the test order. */
export function createPayment(amount: number, currency: string): Promise<TestOrderResponse> {
  return api.post<TestOrderResponse>('/payment/create', { amount, currency });
}
