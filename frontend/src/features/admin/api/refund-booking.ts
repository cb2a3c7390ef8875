import { useMutation, useQueryClient } from '@tanstack/react-query';

import { answer, apiClient } from '@/lib/api-client';
import type { BookingRefundRequest, BookingResponse } from '@/lib/api-types';

import { adminKeys, invalidate } from './query-keys';

/**
 * POST /admin/accommodation/{id}/refund {reason} (admins only; the reason goes to the audit log):
 * cancels a paid or flagged booking with a full refund (its beds are given back), or asks the
 * gateway again for a refund that failed. 409 when there is nothing to refund, 422 without a reason.
 */
export function refundBooking(id: string, reason: string): Promise<BookingResponse> {
  const body: BookingRefundRequest = { reason };
  return answer(
    apiClient.POST('/admin/accommodation/{id}/refund', { params: { path: { id } }, body }),
  );
}

/** Refunds a booking; the bookings and beds, the money figures and the audit log follow. */
export function useRefundBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) => refundBooking(id, reason),
    onSuccess: () => {
      invalidate(queryClient, [
        adminKeys.accommodation,
        adminKeys.paymentHealth,
        adminKeys.stats,
        adminKeys.auditLog,
      ]);
    },
  });
}
