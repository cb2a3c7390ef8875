import type { PaymentResult } from '@/components/checkout/types';
import { answer, apiClient } from '@/lib/api-client';
import type { MessageResponse } from '@/lib/api-types';

/** POST /events/{eventId}/verify-payment with the widget's answer -> {success, message}. */
export function verifyPayment(
  eventId: string,
  result: PaymentResult,
): Promise<MessageResponse | undefined> {
  return answer(
    apiClient.POST('/events/{event}/verify-payment', {
      params: { path: { event: eventId } },
      body: {
        razorpay_order_id: result.razorpay_order_id,
        razorpay_payment_id: result.razorpay_payment_id,
        razorpay_signature: result.razorpay_signature,
      },
    }),
  );
}
