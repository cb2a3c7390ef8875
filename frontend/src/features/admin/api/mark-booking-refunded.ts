import { useMutation, useQueryClient } from '@tanstack/react-query';

import { answer, apiClient } from '@/lib/api-client';
import type { BookingRefundRequest, BookingResponse } from '@/lib/api-types';

import { adminKeys, invalidate } from './query-keys';

/**
 * POST /admin/accommodation/{id}/refund/manual {reason} (admins only; the reason goes to the audit
 * log): a stay's refund of money taken offline was paid back by hand. 409 when there is no such
 * refund, 422 without a reason.
 */
export function markBookingRefunded(id: string, reason: string): Promise<BookingResponse> {
  const body: BookingRefundRequest = { reason };
  return answer(
    apiClient.POST('/admin/accommodation/{id}/refund/manual', { params: { path: { id } }, body }),
  );
}

/** Marks a stay's manual refund paid back; the bookings, payment health and audit log follow. */
export function useMarkBookingRefunded() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) => markBookingRefunded(id, reason),
    onSuccess: () => {
      invalidate(queryClient, [
        adminKeys.accommodation,
        adminKeys.paymentHealth,
        adminKeys.auditLog,
      ]);
    },
  });
}
