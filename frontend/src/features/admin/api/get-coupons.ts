import { api } from '@/lib/api-client';
import type { CouponsResponse, CouponView } from '@/lib/api-types';

import { useAdminQuery } from '../hooks/use-admin-query';
import { adminKeys } from './query-keys';

/** GET /admin/coupons (admins only): every discount code, newest first, with its uses now. */
export function getCoupons(signal?: AbortSignal): Promise<CouponView[]> {
  return api
    .get<CouponsResponse>('/admin/coupons', { signal })
    .then((body) => (Array.isArray(body.coupons) ? body.coupons : []));
}

export function useCoupons() {
  return useAdminQuery(adminKeys.coupons, getCoupons, 'Failed to load the discount codes');
}
