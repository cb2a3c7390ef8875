import { describe, expect, it } from 'vitest';

import type { PaymentStatus } from '@/lib/api-types';

import { isCancellable } from './registrations';

const STATES: readonly PaymentStatus[] = [
  'pending',
  'paid',
  'awaiting_payment',
  'flagged',
  'expired',
  'refunded',
  'cancelled',
];

describe('which registrations their owner may cancel', () => {
  it('is what the shared rules say: paid, or awaiting an offline payment', () => {
    expect(STATES.filter((paymentStatus) => isCancellable({ paymentStatus }))).toEqual([
      'paid',
      'awaiting_payment',
    ]);
  });

  it('is none while the rules are not loaded', () => {
    expect(isCancellable({ paymentStatus: 'paid' }, null)).toBe(false);
  });
});
