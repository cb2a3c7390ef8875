import type { Role } from '@/app/session';
import { api } from '@/lib/api-client';
import { useMutation } from '@/lib/use-mutation';

import type { AdminUser } from '../types';

export interface ChangeRoleResponse {
  success: boolean;
  message?: string;
  user?: AdminUser;
}

/** PUT /user/{id}/role {role} (admins only; 400 for an admin's own account). */
export function changeRole(id: string, role: Role): Promise<ChangeRoleResponse> {
  return api.put<ChangeRoleResponse>(`/user/${encodeURIComponent(id)}/role`, { role });
}

export function useChangeRole() {
  return useMutation(changeRole);
}
