import { api } from '@/lib/api-client';

export interface CreatePaymentResponse {
  success?: boolean;
  message?: string;
  /** The provider's order; `amount` in paise. */
  data: { id: string; amount: number; currency: string };
  key: string;
  mode: 'sandbox' | 'razorpay';
}

/** POST /payment/create {amount, currency} (amount in rupees) -> the test order. */
export function createPayment(amount: number, currency: string): Promise<CreatePaymentResponse> {
  return api.post<CreatePaymentResponse>('/payment/create', { amount, currency });
}
