import { api } from '@/lib/api-client';
import { useMutation } from '@/lib/use-mutation';

import type { RegistrationRecord } from '../types';

export interface MarkPaidResponse {
  success: boolean;
  message?: string;
  registration?: RegistrationRecord;
}

/** POST /admin/registrations/{id}/mark-paid (admins only; for registrations awaiting payment). */
export function markPaid(id: string): Promise<MarkPaidResponse> {
  return api.post<MarkPaidResponse>(`/admin/registrations/${encodeURIComponent(id)}/mark-paid`);
}

export function useMarkPaid() {
  return useMutation(markPaid);
}
