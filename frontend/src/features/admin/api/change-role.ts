import { useMutation, useQueryClient } from '@tanstack/react-query';

import { answer, apiClient, DEFAULT_ERROR_MESSAGE } from '@/lib/api-client';
import type { Role, RoleResponse } from '@/lib/api-types';

import { adminKeys, invalidate } from './query-keys';

/** PUT /user/{id}/role {role} (admins only; 400 for an admin's own account). */
export function changeRole(id: string, role: Role): Promise<RoleResponse> {
  return answer(apiClient.PUT('/user/{id}/role', { params: { path: { id } }, body: { role } }));
}

/** Changes a role; the users, the counts per role and the audit log are then out of date. */
export function useChangeRole() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { errorToast: DEFAULT_ERROR_MESSAGE },
    mutationFn: ({ id, role }: { id: string; role: Role }) => changeRole(id, role),
    onSuccess: () => {
      invalidate(queryClient, [adminKeys.users, adminKeys.stats, adminKeys.auditLog]);
    },
  });
}
