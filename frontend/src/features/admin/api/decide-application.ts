import { useMutation, useQueryClient } from '@tanstack/react-query';

import { answer, apiClient, DEFAULT_ERROR_MESSAGE } from '@/lib/api-client';
import type { ApplicationResponse } from '@/lib/api-types';

import { adminKeys, invalidate } from './query-keys';

export type Decision = 'accept' | 'reject';

/** PUT /ca/{id}/accept or PUT /ca/{id}/reject. */
export function decideApplication(id: string, decision: Decision): Promise<ApplicationResponse> {
  const params = { path: { id } };
  return answer(
    decision === 'accept'
      ? apiClient.PUT('/ca/{id}/accept', { params })
      : apiClient.PUT('/ca/{id}/reject', { params }),
  );
}

/**
 * Accepts or rejects an application. The applications are loaded again either way (a refusal may
 * mean someone else decided first), with the counts, the users (an accepted applicant becomes a CA)
 * and the audit log.
 */
export function useDecideApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { errorToast: DEFAULT_ERROR_MESSAGE },
    mutationFn: ({ id, decision }: { id: string; decision: Decision }) =>
      decideApplication(id, decision),
    onSettled: () => {
      invalidate(queryClient, [
        adminKeys.applications,
        adminKeys.stats,
        adminKeys.users,
        adminKeys.auditLog,
      ]);
    },
  });
}
