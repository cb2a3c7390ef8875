import type { PaymentResult } from '@/components/checkout/types';
import { api } from '@/lib/api-client';

export interface VerifyPaymentResponse {
  success?: boolean;
  message?: string;
}

/** POST /events/{eventId}/verify-payment with the widget's answer -> {success, message}. */
export function verifyPayment(
  eventId: string,
  result: PaymentResult,
): Promise<VerifyPaymentResponse | undefined> {
  return api.post<VerifyPaymentResponse | undefined>(
    `/events/${encodeURIComponent(eventId)}/verify-payment`,
    {
      razorpay_order_id: result.razorpay_order_id,
      razorpay_payment_id: result.razorpay_payment_id,
      razorpay_signature: result.razorpay_signature,
    },
  );
}
