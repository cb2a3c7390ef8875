import { useMutation, useQueryClient } from '@tanstack/react-query';

import { answer, apiClient } from '@/lib/api-client';
import type { OrphanRefundRequest, OrphanRefundResponse } from '@/lib/api-types';

import { adminKeys, invalidate } from './query-keys';

/**
 * POST /admin/payments/orphans/{id}/refund {reason} (admins only; the reason goes to the audit log):
 * refunds in full a captured payment that nothing on the site claims, or asks again for a refund
 * that failed or got no answer (the gateway's own list of refunds is read first, so nothing is
 * refunded twice). 409 when it is refunded already, 422 without a reason.
 */
export function refundOrphan(id: string, reason: string): Promise<OrphanRefundResponse> {
  const body: OrphanRefundRequest = { reason };
  return answer(
    apiClient.POST('/admin/payments/orphans/{id}/refund', { params: { path: { id } }, body }),
  );
}

/** Refunds a payment nothing claims; payment health and the audit log follow. */
export function useRefundOrphan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) => refundOrphan(id, reason),
    onSuccess: () => {
      invalidate(queryClient, [adminKeys.paymentHealth, adminKeys.auditLog]);
    },
  });
}
