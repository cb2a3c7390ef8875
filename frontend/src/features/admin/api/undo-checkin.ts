import { useMutation, useQueryClient } from '@tanstack/react-query';

import { answer, apiClient } from '@/lib/api-client';
import type { UndoRequest, UndoResponse } from '@/lib/api-types';

import { adminKeys, invalidate } from './query-keys';

/**
 * POST /admin/checkin/passes/{id}/undo {reason} (admins only; the reason goes to the audit log):
 * the pass is no longer checked in and can be scanned again. 409 when it was not checked in.
 */
export function undoCheckin(passId: string, reason: string): Promise<UndoResponse> {
  const body: UndoRequest = { reason };
  return answer(
    apiClient.POST('/admin/checkin/passes/{id}/undo', { params: { path: { id: passId } }, body }),
  );
}

/** Undoes a check-in; the check-in figures and the audit log follow. */
export function useUndoCheckin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ passId, reason }: { passId: string; reason: string }) =>
      undoCheckin(passId, reason),
    onSuccess: () => {
      invalidate(queryClient, [adminKeys.checkin, adminKeys.auditLog]);
    },
  });
}
