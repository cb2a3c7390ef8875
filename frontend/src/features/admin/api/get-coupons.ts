/* eslint-disable lingui/no-unlocalized-strings -- query keys, file names, console-only contexts */
import { answer, apiClient } from '@/lib/api-client';
import type { CouponView } from '@/lib/api-types';

import { useAdminQuery } from '../hooks/use-admin-query';
import { adminKeys } from './query-keys';

/** GET /admin/coupons (admins only): every discount code, newest first, with its uses now. */
export async function getCoupons(signal?: AbortSignal): Promise<CouponView[]> {
  const { coupons } = await answer(apiClient.GET('/admin/coupons', { signal }));
  return coupons;
}

export function useCoupons() {
  return useAdminQuery(adminKeys.coupons, getCoupons, 'Failed to load the discount codes');
}
