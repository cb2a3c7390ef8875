import { useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import type { PaymentMode, PublicConfig } from '@/lib/api-types';

/** GET /config: the payment mode, or null when the answer names none. */
export async function getPaymentsMode(signal?: AbortSignal): Promise<PaymentMode | null> {
  const body = await api.get<Partial<PublicConfig> | undefined>('/config', { signal });
  const value = body?.payments;
  return value === 'sandbox' || value === 'razorpay' || value === 'offline' || value === 'upi'
    ? value
    : null;
}

export const paymentsModeQueryKey = ['admin', 'payments-mode'] as const;

/** The site's payment mode, or null until it has arrived (or when it could not be read). */
export function usePaymentsMode(): PaymentMode | null {
  const query = useQuery({
    queryKey: paymentsModeQueryKey,
    queryFn: async ({ signal }) => {
      try {
        return await getPaymentsMode(signal);
      } catch (error) {
        if (!signal.aborted) console.warn('Could not load the payment mode', error);
        throw error;
      }
    },
    staleTime: Infinity,
    retry: false,
  });
  return query.data ?? null;
}
