import { answer, apiClient } from '@/lib/api-client';
import type { UpiOrderView } from '@/lib/api-types';

/** GET /payments/upi/{orderId}: the caller's UPI order, its link and where its UTR stands. */
export function getUpiOrder(orderId: string): Promise<UpiOrderView> {
  return answer(apiClient.GET('/payments/upi/{order}', { params: { path: { order: orderId } } }));
}

/**
 * POST /payments/upi/{orderId}/utr: the 12-digit UTR the payer's UPI app showed. 422 under `utr`
 * when it is not 12 digits; 409 when it was used for another order (the organisers are told).
 */
export function submitUtr(orderId: string, utr: string): Promise<UpiOrderView> {
  return answer(
    apiClient.POST('/payments/upi/{order}/utr', {
      params: { path: { order: orderId } },
      body: { utr },
    }),
  );
}
