import { useMutation, useQueryClient } from '@tanstack/react-query';

import { answer, apiClient } from '@/lib/api-client';
import type { RevealAadhaarResponse } from '@/lib/api-types';

import { adminKeys, invalidate } from './query-keys';

/**
 * POST /admin/registrations/{id}/reveal-aadhaar (admins only): the registration's Aadhaar numbers
 * in full. Every call is written to the audit log; list views only ever show the last four digits.
 */
export function revealAadhaar(id: string): Promise<RevealAadhaarResponse> {
  return answer(
    apiClient.POST('/admin/registrations/{id}/reveal-aadhaar', { params: { path: { id } } }),
  );
}

/** Reveals the numbers; the audit log now has one more entry. */
export function useRevealAadhaar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revealAadhaar,
    onSettled: () => {
      invalidate(queryClient, [adminKeys.auditLog]);
    },
  });
}
