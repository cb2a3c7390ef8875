import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';

import { answer, apiClient } from '@/lib/api-client';
import type { PaymentMode, PublicConfig } from '@/lib/api-types';

/**
 * GET /config: the settings the server hands to the browser (not baked into the build). One cache
 * entry serves every reader: the sign-in form, the cancellation dialogs, the checkout and the admin
 * portal's test-mode note.
 */
export async function getPublicConfig(signal?: AbortSignal): Promise<Partial<PublicConfig>> {
  // Read leniently: a field the server leaves out reads as not configured.
  const body = (await answer(apiClient.GET('/config', { signal }))) as
    Partial<PublicConfig> | undefined;
  return body ?? {};
}

export const publicConfigQueryKey = ['config'] as const;

/**
 * The configuration, asked for once per page load. A failure is logged and not retried; the next
 * reader that mounts (or `fetchPaymentsConfig`) asks again.
 */
export const publicConfigQueryOptions = () =>
  queryOptions({
    queryKey: publicConfigQueryKey,
    queryFn: async ({ signal }) => {
      try {
        return await getPublicConfig(signal);
      } catch (error) {
        if (!signal.aborted) console.warn('Could not load the site configuration', error);
        throw error;
      }
    },
    staleTime: Infinity,
    retry: false,
  });

/**
 * Runtime settings: the Google sign-in client id, null when Google sign-in is off; the cancellation
 * fee (paise kept from the refund when a user cancels a paid registration), null when the server did
 * not say.
 */
export type RuntimeConfig = Required<Pick<PublicConfig, 'googleClientId'>> & {
  cancellationFeePaise: PublicConfig['cancellationFeePaise'] | null;
};

const NO_CONFIG: RuntimeConfig = { googleClientId: null, cancellationFeePaise: null };

export function runtimeConfigOf(body: Partial<PublicConfig>): RuntimeConfig {
  return {
    googleClientId:
      typeof body.googleClientId === 'string' && body.googleClientId.trim() !== ''
        ? body.googleClientId
        : null,
    cancellationFeePaise:
      typeof body.cancellationFeePaise === 'number' ? body.cancellationFeePaise : null,
  };
}

/**
 * The runtime configuration, or null until it has arrived. A failure reads as "nothing configured"
 * (and is asked again the next time a form needs it).
 */
export function useRuntimeConfig(): RuntimeConfig | null {
  const query = useQuery({ ...publicConfigQueryOptions(), select: runtimeConfigOf });
  if (query.isSuccess) return query.data;
  if (query.isError) return NO_CONFIG;
  return null;
}

const isMode = (value: unknown): value is PaymentMode =>
  value === 'sandbox' || value === 'razorpay' || value === 'offline' || value === 'upi';

/** How the site takes payments, or null when the answer names none. */
export const paymentsModeOf = (body: Partial<PublicConfig>): PaymentMode | null =>
  isMode(body.payments) ? body.payments : null;

/**
 * The payment mode, or null until it has arrived or when it could not be read (the server's answer
 * to an order then decides).
 */
export function usePaymentsMode(): PaymentMode | null {
  return useQuery({ ...publicConfigQueryOptions(), select: paymentsModeOf }).data ?? null;
}

/** How the server takes payments (null: unknown), and the checkout widget's key id when online. */
export type PaymentsConfig = { payments: PaymentMode | null } & Required<
  Pick<PublicConfig, 'razorpayKeyId'>
>;

const UNKNOWN_PAYMENTS: PaymentsConfig = { payments: null, razorpayKeyId: null };

/**
 * The payment settings from the cache, else asked for now. A failure reads as "unknown" (the order
 * then says which widget to use) and is asked again next time.
 */
export function fetchPaymentsConfig(queryClient: QueryClient): Promise<PaymentsConfig> {
  return queryClient.query(publicConfigQueryOptions()).then(
    (body) => ({
      payments: paymentsModeOf(body),
      razorpayKeyId: typeof body.razorpayKeyId === 'string' ? body.razorpayKeyId : null,
    }),
    () => UNKNOWN_PAYMENTS,
  );
}

/**
 * Days after the fest's last day that accounts and their personal data are kept (GET /config's
 * `retentionDays`; 0: until erased by hand), or null when the answer does not say.
 */
export const retentionDaysOf = (body: Partial<PublicConfig>): number | null =>
  typeof body.retentionDays === 'number' && Number.isInteger(body.retentionDays)
    ? body.retentionDays
    : null;

/**
 * The retention the privacy notices state: undefined until the configuration has arrived, then the
 * server's days, or null when it could not be read or does not say (the shared rules' default then
 * applies).
 */
export function useRetentionDays(): number | null | undefined {
  const query = useQuery({ ...publicConfigQueryOptions(), select: retentionDaysOf });
  if (query.isSuccess) return query.data;
  if (query.isError) return null;
  return undefined;
}
