import type { PaymentResult } from '@/components/checkout/types';
import { answer, apiClient } from '@/lib/api-client';
import type { BookingResponse } from '@/lib/api-types';

/**
 * POST /accommodation/verify-payment with the checkout's answer -> {success, booking}: confirms the
 * booking's payment. 400 when the signature does not match, 409 when the payment was flagged for
 * the organisers (its message says so).
 */
export function verifyStayPayment(result: PaymentResult): Promise<BookingResponse> {
  return answer(
    apiClient.POST('/accommodation/verify-payment', {
      body: {
        razorpay_order_id: result.razorpay_order_id,
        razorpay_payment_id: result.razorpay_payment_id,
        razorpay_signature: result.razorpay_signature,
      },
    }),
  );
}
