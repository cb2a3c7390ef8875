import { useQuery, type QueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import type { PaymentMode, PublicConfig } from '@/lib/api-types';

import { accommodationKeys } from './query-keys';

/**
 * GET /config: how the site takes payments (sandbox, razorpay or offline), or null when the answer
 * names none or could not be had (the server's answer to the order then decides).
 */
export async function getPaymentsMode(signal?: AbortSignal): Promise<PaymentMode | null> {
  try {
    const body = await api.get<Partial<PublicConfig> | undefined>('/config', { signal });
    const value = body?.payments;
    return value === 'sandbox' || value === 'razorpay' || value === 'offline' || value === 'upi'
      ? value
      : null;
  } catch (error) {
    if (!signal?.aborted) console.warn('Could not load the payment configuration', error);
    return null;
  }
}

const query = {
  queryKey: accommodationKeys.paymentsMode,
  queryFn: ({ signal }: { signal: AbortSignal }) => getPaymentsMode(signal),
  staleTime: Infinity,
} as const;

/** The payment mode, or null until it has arrived (asked for once per page load). */
export function usePaymentsMode(): PaymentMode | null {
  return useQuery(query).data ?? null;
}

/** The payment mode from the cache, else asked for now. */
export function fetchPaymentsMode(queryClient: QueryClient): Promise<PaymentMode | null> {
  return queryClient.query(query);
}
