import { useMutation, useQueryClient } from '@tanstack/react-query';

import { answer, apiClient, DEFAULT_ERROR_MESSAGE } from '@/lib/api-client';
import type { MarkPaidResponse } from '@/lib/api-types';

import { adminKeys, invalidate } from './query-keys';

/** POST /admin/registrations/{id}/mark-paid (admins only; for registrations awaiting payment). */
export function markPaid(id: string): Promise<MarkPaidResponse> {
  return answer(
    apiClient.POST('/admin/registrations/{id}/mark-paid', { params: { path: { id } } }),
  );
}

/** Marks a registration paid; the registrations, the money figures and the audit log follow. */
export function useMarkPaid() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { errorToast: DEFAULT_ERROR_MESSAGE },
    mutationFn: markPaid,
    onSuccess: () => {
      invalidate(queryClient, [adminKeys.registrations, adminKeys.stats, adminKeys.auditLog]);
    },
  });
}
