import { beforeAll, describe, expect, it } from 'vitest';

import { loadShared, type Shared } from '@/lib/wasm';

import { countOf, couponValue, couponValueText, paiseOfRupees } from './coupons';

let shared: Shared;

beforeAll(async () => {
  shared = await loadShared();
});

const NOT_RUPEES = 'not rupees';

describe('discount codes on the admin tab', () => {
  it('shows a percentage with % and a fixed amount in rupees', () => {
    expect(couponValueText({ kind: 'percent', value: 10 }, shared.formatRupees)).toBe('10%');
    expect(couponValueText({ kind: 'fixed', value: 50000 }, shared.formatRupees)).toBe('Rs. 500');
    expect(couponValueText({ kind: 'fixed', value: 49950 }, shared.formatRupees)).toBe(
      'Rs. 499.50',
    );
  });

  it('reads rupees as whole paise, exactly', () => {
    const paise = (text: string) => paiseOfRupees(text, shared);
    expect(paise('500')).toBe(50000);
    expect(paise(' 499.5 ')).toBe(49950);
    expect(paise('499.50')).toBe(49950);
    expect(paise('0.29')).toBe(29);
    expect(paise('1,000')).toBe(100000);
    expect(paise('500.')).toBe(50000);
    for (const bad of ['', 'abc', '-5', '1.005', '1e3', '.5', '5 00']) {
      expect(paise(bad), bad).toBeNull();
    }
    // Every amount the shared formatter writes reads back as the same paise.
    for (const amount of [0, 1, 29, 49950, 100000, 7_899_650]) {
      expect(paise(shared.formatRupees(amount).replace('Rs. ', '')), String(amount)).toBe(amount);
    }
  });

  it('reads counts in digits only', () => {
    expect(countOf(' 42 ', shared)).toBe(42);
    expect(countOf('0', shared)).toBe(0);
    for (const bad of ['', '-1', '1.5', '1,000', 'ten', '1e3']) {
      expect(countOf(bad, shared), bad).toBeNull();
    }
  });

  it('checks the value with the shared rules and gives what is sent', () => {
    const check = (kind: 'percent' | 'fixed', text: string) =>
      couponValue(shared, kind, text, NOT_RUPEES);
    expect(check('percent', '10')).toEqual({ ok: true, value: 10 });
    expect(check('percent', '100')).toEqual({ ok: true, value: 100 });
    expect(check('percent', '101')).toEqual({
      ok: false,
      errors: ['A percentage is a whole number from 1 to 100.'],
    });
    expect(check('percent', '')).toEqual({
      ok: false,
      errors: ['A percentage is a whole number from 1 to 100.'],
    });
    expect(check('percent', '12.5')).toEqual({
      ok: false,
      errors: ['The value must be a whole number.'],
    });
    expect(check('fixed', '500')).toEqual({ ok: true, value: 50000 });
    expect(check('fixed', '0')).toEqual({
      ok: false,
      errors: ['A fixed discount is 1 to 10000000 paise (Rs. 100000).'],
    });
    expect(check('fixed', '100001')).toEqual({
      ok: false,
      errors: ['A fixed discount is 1 to 10000000 paise (Rs. 100000).'],
    });
    expect(check('fixed', 'five')).toEqual({ ok: false, errors: [NOT_RUPEES] });
  });
});
