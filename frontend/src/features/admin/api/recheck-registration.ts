import { useMutation, useQueryClient } from '@tanstack/react-query';

import { answer, apiClient } from '@/lib/api-client';
import type { RecheckRequest, RecheckResponse } from '@/lib/api-types';

import { adminKeys, invalidate } from './query-keys';

/**
 * POST /admin/registrations/{id}/recheck {reason?} (admins only; audited): asks the gateway again
 * about the registration's order, as the reconciliation does. A captured payment confirms it (a
 * mismatch flags it); an unpaid order past its time expires. 409 when there is no order to ask
 * about, 503 when the gateway does not answer.
 */
export function recheckRegistration(id: string, reason?: string): Promise<RecheckResponse> {
  const body: RecheckRequest = reason ? { reason } : {};
  return answer(
    apiClient.POST('/admin/registrations/{id}/recheck', { params: { path: { id } }, body }),
  );
}

/** Asks the gateway again; the payment health, registrations, figures and audit log follow. */
export function useRecheckRegistration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason?: string }) =>
      recheckRegistration(id, reason),
    onSuccess: () => {
      invalidate(queryClient, [
        adminKeys.paymentHealth,
        adminKeys.registrations,
        adminKeys.stats,
        adminKeys.auditLog,
      ]);
    },
  });
}
