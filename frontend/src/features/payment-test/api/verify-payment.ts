import type { PaymentResult } from '@/components/checkout/types';
import { api } from '@/lib/api-client';

export interface VerifyTestPaymentResponse {
  success?: boolean;
  message?: string;
}

/** POST /payment/verify with the widget's answer -> {success, message}. */
export function verifyTestPayment(
  result: PaymentResult,
): Promise<VerifyTestPaymentResponse | undefined> {
  return api.post<VerifyTestPaymentResponse | undefined>('/payment/verify', {
    razorpay_order_id: result.razorpay_order_id,
    razorpay_payment_id: result.razorpay_payment_id,
    razorpay_signature: result.razorpay_signature,
  });
}
