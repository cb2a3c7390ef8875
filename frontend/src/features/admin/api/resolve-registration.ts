import { api } from '@/lib/api-client';
import { useMutation } from '@/lib/use-mutation';

import type { RegistrationRecord } from '../types';

/** What an admin decides about a flagged registration. */
export type Resolution = 'accept' | 'refund';

export interface ResolveResponse {
  success: boolean;
  message?: string;
  registration?: RegistrationRecord;
}

/**
 * POST /admin/registrations/{id}/resolve {action, reason} (admins only; the only way out of
 * 'flagged'; the reason goes to the audit log).
 */
export function resolveRegistration(
  id: string,
  action: Resolution,
  reason: string,
): Promise<ResolveResponse> {
  return api.post<ResolveResponse>(`/admin/registrations/${encodeURIComponent(id)}/resolve`, {
    action,
    reason,
  });
}

export function useResolveRegistration() {
  return useMutation(resolveRegistration);
}
