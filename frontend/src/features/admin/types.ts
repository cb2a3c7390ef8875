import type { PaymentStatus } from '@/lib/api-types';

/** Every status a registration can have, in the order the status filter offers them. */
export const PAYMENT_STATUSES: readonly PaymentStatus[] = [
  'pending',
  'paid',
  'awaiting_payment',
  'flagged',
  'expired',
  'refunded',
  'cancelled',
];
