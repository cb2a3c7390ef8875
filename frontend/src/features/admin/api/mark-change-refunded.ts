import { useMutation, useQueryClient } from '@tanstack/react-query';

import { answer, apiClient } from '@/lib/api-client';
import type { ChangeRefundedRequest, ChangeRefundedResponse } from '@/lib/api-types';

import { adminKeys, invalidate } from './query-keys';

/**
 * POST /admin/changes/{id}/refunded {reason} (admins only; the reason goes to the audit log): the
 * refund owed after a roster change was paid back. 409 when none is owed, 422 without a reason.
 */
export function markChangeRefunded(id: string, reason: string): Promise<ChangeRefundedResponse> {
  const body: ChangeRefundedRequest = { reason };
  return answer(apiClient.POST('/admin/changes/{id}/refunded', { params: { path: { id } }, body }));
}

/** Records a roster change's refund as paid back; the payment health and audit log follow. */
export function useMarkChangeRefunded() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) => markChangeRefunded(id, reason),
    onSuccess: () => {
      invalidate(queryClient, [
        adminKeys.paymentHealth,
        adminKeys.registrations,
        adminKeys.auditLog,
      ]);
    },
  });
}
