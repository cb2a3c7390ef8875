import { useMutation, useQueryClient } from '@tanstack/react-query';

import { answer, apiClient } from '@/lib/api-client';
import type { RefundRequest, RefundResponse } from '@/lib/api-types';

import { adminKeys, invalidate } from './query-keys';

/**
 * POST /admin/registrations/{id}/refund {reason} (admins only; the reason goes to the audit log):
 * cancels a paid registration with a full refund (its place is freed, its passes revoked), or asks
 * the gateway again for a refund that failed. 409 when there is nothing to refund, 422 without a
 * reason.
 */
export function refundRegistration(id: string, reason: string): Promise<RefundResponse> {
  const body: RefundRequest = { reason };
  return answer(
    apiClient.POST('/admin/registrations/{id}/refund', { params: { path: { id } }, body }),
  );
}

/**
 * Refunds a registration; the registrations, the money figures, the places left, the check-in
 * figures and the audit log follow.
 */
export function useRefundRegistration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) => refundRegistration(id, reason),
    onSuccess: () => {
      invalidate(queryClient, [
        adminKeys.registrations,
        adminKeys.stats,
        adminKeys.events,
        adminKeys.eventSettings,
        adminKeys.checkin,
        adminKeys.auditLog,
      ]);
    },
  });
}
