import { describe, expect, it } from 'vitest';

import type { BookingView } from '@/lib/api-types';
import { sharedNow } from '@/lib/wasm';

import { blockOf, holdsBed, isCancellable } from './stay';

const STATES: readonly BookingView['status'][] = [
  'pending',
  'paid',
  'awaiting_payment',
  'flagged',
  'expired',
  'refunded',
  'cancelled',
];

describe('what the shared rules say about a stay', () => {
  it('suggests the block of a men’s or women’s team, in any case, and none otherwise', () => {
    expect(blockOf({ category: 'men' })).toBe('Men');
    expect(blockOf({ category: ' Women ' })).toBe('Women');
    expect(blockOf({ category: 'mixed' })).toBe('');
    expect(blockOf({ category: null })).toBe('');
    expect(blockOf(undefined)).toBe('');
  });

  it('holds a bed while paid, awaiting an offline payment or being checked', () => {
    expect(STATES.filter((status) => holdsBed({ status }))).toEqual([
      'paid',
      'awaiting_payment',
      'flagged',
    ]);
  });

  it('lets its owner cancel a booking the server lets them cancel: paid or awaiting payment', () => {
    expect(STATES.filter((status) => isCancellable({ status }))).toEqual([
      'paid',
      'awaiting_payment',
    ]);
  });

  it('says nothing is held or cancellable while the rules are not loaded', () => {
    expect(sharedNow()).toBeDefined();
    expect(holdsBed({ status: 'paid' }, undefined)).toBe(true); // the default: the loaded rules
    const none = { holdsPlace: () => false, ownerMayCancel: () => false, blockOf: () => null };
    expect(holdsBed({ status: 'paid' }, none)).toBe(false);
    expect(isCancellable({ status: 'paid' }, none)).toBe(false);
    expect(blockOf({ category: 'men' }, none)).toBe('');
  });
});
