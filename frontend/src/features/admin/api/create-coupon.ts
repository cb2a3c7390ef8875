import { useMutation, useQueryClient } from '@tanstack/react-query';

import { answer, apiClient } from '@/lib/api-client';
import type { CouponRequest, CouponResponse } from '@/lib/api-types';

import { adminKeys, invalidate } from './query-keys';

/**
 * POST /admin/coupons (admins only) -> 201 with the code made (stored in capitals). A 422 names the
 * fields it refuses; a 409 says 'This code exists already.' (a discount code or a CA's referral
 * code).
 */
export function createCoupon(request: CouponRequest): Promise<CouponResponse> {
  return answer(apiClient.POST('/admin/coupons', { body: request }));
}

/** Makes a discount code; the list of codes and the audit log follow. */
export function useCreateCoupon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCoupon,
    onSuccess: () => {
      invalidate(queryClient, [adminKeys.coupons, adminKeys.auditLog]);
    },
  });
}
