import { api } from '@/lib/api-client';
import type { PaymentMode, PublicConfig } from '@/lib/api-types';

/** How the server takes payments (null: unknown), and the checkout widget's key id when online. */
export type PaymentsConfig = { payments: PaymentMode | null } & Required<
  Pick<PublicConfig, 'razorpayKeyId'>
>;

const UNKNOWN: PaymentsConfig = { payments: null, razorpayKeyId: null };

const isMode = (value: unknown): value is PaymentMode =>
  value === 'sandbox' || value === 'razorpay' || value === 'offline' || value === 'upi';

let cached: Promise<PaymentsConfig> | undefined;

/**
 * GET /config -> {googleClientId, payments, razorpayKeyId}, once per page load. A failure reads as
 * "unknown" (the order then says which widget to use) and is retried next time.
 */
export function getPaymentsConfig(): Promise<PaymentsConfig> {
  cached ??= api.get<Partial<PublicConfig> | undefined>('/config').then(
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
