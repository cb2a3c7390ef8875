import type { PaymentResult } from '@/components/checkout/types';
import { answer, apiClient } from '@/lib/api-client';
import type { MessageResponse } from '@/lib/api-types';

/**
 * POST /events/{event}/verify-payment with the checkout's answer -> {success, message}: confirms the
 * payment of an event's order (here, the order of a place taken from the waiting list).
 */
export function verifyPayment(
  event: string,
  result: PaymentResult,
): Promise<MessageResponse | undefined> {
  return answer(
    apiClient.POST('/events/{event}/verify-payment', {
      params: { path: { event } },
      body: {
        razorpay_order_id: result.razorpay_order_id,
        razorpay_payment_id: result.razorpay_payment_id,
        razorpay_signature: result.razorpay_signature,
      },
    }),
  );
}
