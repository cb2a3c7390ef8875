import { api } from '@/lib/api-client';
import type { SandboxFailed, SandboxPaid } from '@/lib/api-types';

const path = (orderId: string, action: 'pay' | 'fail') =>
  `/payments/sandbox/${encodeURIComponent(orderId)}/${action}`;

/** POST /payments/sandbox/{orderId}/pay -> the same fields Razorpay's success handler receives. */
export function paySandboxOrder(orderId: string): Promise<SandboxPaid> {
  return api.post<SandboxPaid>(path(orderId, 'pay'));
}

/** POST /payments/sandbox/{orderId}/fail -> the failure, as 'payment.failed' would report it. */
export function failSandboxOrder(orderId: string): Promise<SandboxFailed | undefined> {
  return api.post<SandboxFailed | undefined>(path(orderId, 'fail'));
}
