import { useMutation, useQueryClient } from '@tanstack/react-query';

import { answer, apiClient } from '@/lib/api-client';
import type { ManualRefundRequest, ManualRefundResponse } from '@/lib/api-types';

import { adminKeys, invalidate } from './query-keys';

/**
 * POST /admin/registrations/{id}/refund/manual {reason} (admins only; the reason goes to the audit
 * log): the refund of an offline payment was paid back by hand. 409 when there is no such refund,
 * 422 without a reason.
 */
export function markRefunded(id: string, reason: string): Promise<ManualRefundResponse> {
  const body: ManualRefundRequest = { reason };
  return answer(
    apiClient.POST('/admin/registrations/{id}/refund/manual', { params: { path: { id } }, body }),
  );
}

/** Marks a manual refund paid back; the payment health, registrations and audit log follow. */
export function useMarkRefunded() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) => markRefunded(id, reason),
    onSuccess: () => {
      invalidate(queryClient, [
        adminKeys.paymentHealth,
        adminKeys.registrations,
        adminKeys.auditLog,
      ]);
    },
  });
}
