import { useMutation, useQueryClient } from '@tanstack/react-query';

import { answer, apiClient, DEFAULT_ERROR_MESSAGE } from '@/lib/api-client';
import type { BookingResponse } from '@/lib/api-types';

import { adminKeys, invalidate } from './query-keys';

/**
 * POST /admin/accommodation/{id}/mark-paid (admins only; audited): a booking's offline payment is
 * received. 409 when it does not await an offline payment.
 */
export function markBookingPaid(id: string): Promise<BookingResponse> {
  return answer(
    apiClient.POST('/admin/accommodation/{id}/mark-paid', { params: { path: { id } } }),
  );
}

/** Marks a booking paid; the bookings, the money figures and the audit log follow. */
export function useMarkBookingPaid() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { errorToast: DEFAULT_ERROR_MESSAGE },
    mutationFn: markBookingPaid,
    onSuccess: () => {
      invalidate(queryClient, [adminKeys.accommodation, adminKeys.stats, adminKeys.auditLog]);
    },
  });
}
