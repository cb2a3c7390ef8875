import { describe, expect, it } from 'vitest';

import type { PaymentStatus, RegistrationView } from '@/lib/api-types';

import { foldAttempts, isCancellable, payWay } from './registrations';

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

describe('how Pay now pays', () => {
  const order = (paymentStatus: PaymentStatus, paymentMode: RegistrationView['paymentMode']) => ({
    paymentStatus,
    paymentMode,
    orderId: 'order_7',
  });

  it("reopens the checkout on a pending order of the site's payment mode", () => {
    expect(payWay(order('pending', 'sandbox'), 'sandbox')).toBe('checkout');
    expect(payWay(order('pending', 'razorpay'), null)).toBe('checkout');
    expect(payWay(order('pending', 'upi'), 'upi')).toBe('checkout');
  });

  it('says how to pay the organisers when awaiting an offline payment', () => {
    expect(payWay(order('awaiting_payment', 'offline'), 'offline')).toBe('offline');
  });

  it('is not offered for an order of another mode, without an order, or once settled', () => {
    expect(payWay(order('pending', 'sandbox'), 'razorpay')).toBeNull();
    expect(payWay({ ...order('pending', 'sandbox'), orderId: null }, 'sandbox')).toBeNull();
    for (const status of ['paid', 'expired', 'flagged', 'cancelled', 'refunded'] as const) {
      expect(payWay(order(status, 'sandbox'), 'sandbox'), status).toBeNull();
    }
  });
});

describe('folding expired attempts', () => {
  const reg = (_id: string, event: string, paymentStatus: PaymentStatus) =>
    ({ _id, event, paymentStatus }) as RegistrationView;
  const shape = (list: RegistrationView[]) =>
    foldAttempts(list).map((e) => [e.current._id, e.earlier.map((r) => r._id)]);

  it("puts an event's expired attempts under its newest live registration", () => {
    expect(
      shape([
        reg('a3', 'chess', 'expired'),
        reg('b1', 'football', 'paid'),
        reg('a2', 'chess', 'pending'),
        reg('a1', 'chess', 'expired'),
      ]),
    ).toEqual([
      ['b1', []],
      ['a2', ['a3', 'a1']],
    ]);
  });

  it('keeps every live registration, and shows the newest attempt when nothing else is left', () => {
    expect(
      shape([
        reg('a2', 'chess', 'paid'),
        reg('a1', 'chess', 'cancelled'),
        reg('c2', 'squash', 'expired'),
        reg('c1', 'squash', 'expired'),
      ]),
    ).toEqual([
      ['a2', []],
      ['a1', []],
      ['c2', ['c1']],
    ]);
  });
});
