import type { PaymentResult } from '@/components/checkout/types';
import { answer, apiClient } from '@/lib/api-client';
import type { MessageResponse } from '@/lib/api-types';

/** POST /payment/verify with the widget's answer -> {success, message}. */
export function verifyTestPayment(result: PaymentResult): Promise<MessageResponse | undefined> {
  return answer(
    apiClient.POST('/payment/verify', {
      body: {
        razorpay_order_id: result.razorpay_order_id,
        razorpay_payment_id: result.razorpay_payment_id,
        razorpay_signature: result.razorpay_signature,
      },
    }),
  );
}
