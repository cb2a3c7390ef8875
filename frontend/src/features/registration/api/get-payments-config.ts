import { api } from '@/lib/api-client';

/** How the server takes payments: its sandbox, Razorpay, or not online at all. */
export type PaymentsMode = 'sandbox' | 'razorpay' | 'offline';

export interface PaymentsConfig {
  payments: PaymentsMode | null;
  razorpayKeyId: string | null;
}

const UNKNOWN: PaymentsConfig = { payments: null, razorpayKeyId: null };

interface ConfigBody {
  payments?: unknown;
  razorpayKeyId?: unknown;
}

const isMode = (value: unknown): value is PaymentsMode =>
  value === 'sandbox' || value === 'razorpay' || value === 'offline';

let cached: Promise<PaymentsConfig> | undefined;

/**
 * GET /config -> {googleClientId, payments, razorpayKeyId}, once per page load. A failure reads as
 * "unknown" (the order then says which widget to use) and is retried next time.
 */
export function getPaymentsConfig(): Promise<PaymentsConfig> {
  cached ??= api.get<ConfigBody | undefined>('/config').then(
    (body) => ({
      payments: isMode(body?.payments) ? body.payments : null,
      razorpayKeyId: typeof body?.razorpayKeyId === 'string' ? body.razorpayKeyId : null,
    }),
    (error: unknown) => {
      console.warn('Could not load the payment configuration', error);
      cached = undefined;
      return UNKNOWN;
    },
  );
  return cached;
}

/** Forgets the cached configuration (tests). */
export function resetPaymentsConfigCache(): void {
  cached = undefined;
}
