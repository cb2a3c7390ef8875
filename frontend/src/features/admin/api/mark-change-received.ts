import { useMutation, useQueryClient } from '@tanstack/react-query';

import { answer, apiClient } from '@/lib/api-client';
import type { ChangeReceivedResponse } from '@/lib/api-types';

import { adminKeys, invalidate } from './query-keys';

/**
 * POST /admin/changes/{id}/received (admins only; audited): the difference of a roster change on a
 * fest without online payment was paid to the organisers, so the change takes effect and the people
 * it adds get their passes. 409 when the change does not wait for such a payment, or the
 * registration moved on since.
 */
export function markChangeReceived(id: string): Promise<ChangeReceivedResponse> {
  return answer(apiClient.POST('/admin/changes/{id}/received', { params: { path: { id } } }));
}

/** Records a roster change's difference as received; payment health, the lists and the audit log follow. */
export function useMarkChangeReceived() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id }: { id: string }) => markChangeReceived(id),
    onSuccess: () => {
      invalidate(queryClient, [
        adminKeys.paymentHealth,
        adminKeys.registrations,
        adminKeys.stats,
        adminKeys.checkin,
        adminKeys.auditLog,
      ]);
    },
  });
}
