import { useMutation, useQueryClient } from '@tanstack/react-query';

import { answer, apiClient } from '@/lib/api-client';
import type { ResolveResponse } from '@/lib/api-types';

import { adminKeys, invalidate } from './query-keys';

/** What an admin decides about a flagged registration. */
export type Resolution = 'accept' | 'refund';

/**
 * POST /admin/registrations/{id}/resolve {action, reason} (admins only; the only way out of
 * 'flagged'; the reason goes to the audit log).
 */
export function resolveRegistration(
  id: string,
  action: Resolution,
  reason: string,
): Promise<ResolveResponse> {
  return answer(
    apiClient.POST('/admin/registrations/{id}/resolve', {
      params: { path: { id } },
      body: {
        action,
        reason,
      },
    }),
  );
}

/** Resolves a flagged registration; the registrations, the money figures and the audit log follow. */
export function useResolveRegistration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action, reason }: { id: string; action: Resolution; reason: string }) =>
      resolveRegistration(id, action, reason),
    onSuccess: () => {
      invalidate(queryClient, [adminKeys.registrations, adminKeys.stats, adminKeys.auditLog]);
    },
  });
}
