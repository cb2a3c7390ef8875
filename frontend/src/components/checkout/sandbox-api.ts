import { api } from '@/lib/api-client';

import type { PaymentResult } from './types';

/** What the sandbox answers to a failed payment (Razorpay's failure shape, or a plain message). */
export interface SandboxFailure {
  success?: boolean;
  message?: string;
  error?: { description?: string };
}

const path = (orderId: string, action: 'pay' | 'fail') =>
  `/payments/sandbox/${encodeURIComponent(orderId)}/${action}`;

/** POST /payments/sandbox/{orderId}/pay -> the same fields Razorpay's success handler receives. */
export function paySandboxOrder(orderId: string): Promise<PaymentResult> {
  return api.post<PaymentResult>(path(orderId, 'pay'));
}

/** POST /payments/sandbox/{orderId}/fail -> the failure, as 'payment.failed' would report it. */
export function failSandboxOrder(orderId: string): Promise<SandboxFailure | undefined> {
  return api.post<SandboxFailure | undefined>(path(orderId, 'fail'));
}
