import { answer, apiClient } from '@/lib/api-client';
import type { SandboxFailed, SandboxPaid } from '@/lib/api-types';

/** POST /payments/sandbox/{orderId}/pay -> the same fields Razorpay's success handler receives. */
export function paySandboxOrder(orderId: string): Promise<SandboxPaid> {
  return answer(
    apiClient.POST('/payments/sandbox/{order}/pay', { params: { path: { order: orderId } } }),
  );
}

/** POST /payments/sandbox/{orderId}/fail -> the failure, as 'payment.failed' would report it. */
export function failSandboxOrder(orderId: string): Promise<SandboxFailed | undefined> {
  return answer(
    apiClient.POST('/payments/sandbox/{order}/fail', { params: { path: { order: orderId } } }),
  );
}
