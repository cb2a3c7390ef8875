/* eslint-disable lingui/no-unlocalized-strings -- query keys, file names, console-only contexts */
import { answer, apiClient } from '@/lib/api-client';
import type { PaymentHealthResponse } from '@/lib/api-types';

import { useAdminQuery } from '../hooks/use-admin-query';
import { adminKeys } from './query-keys';

/**
 * GET /admin/payments/health (admins only): what about the money needs a human, counted per kind
 * and listed by kind (oldest first), each item with its history and the actions that fit.
 */
export function getPaymentHealth(signal?: AbortSignal): Promise<PaymentHealthResponse> {
  return answer(apiClient.GET('/admin/payments/health', { signal }));
}

export function usePaymentHealth() {
  return useAdminQuery(
    adminKeys.paymentHealth,
    (signal) => getPaymentHealth(signal),
    'Failed to load the payment health',
  );
}
