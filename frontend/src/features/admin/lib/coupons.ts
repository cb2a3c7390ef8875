/**
 * How the Discount codes tab shows a code and reads the new-code form. The rules stay in fest-shared:
 * a value is checked by the `discount` WebAssembly export (the function the server prices orders
 * with), and typed rupees and counts are read by the `parseRupees` and `parseCount` exports, so no
 * paise-per-rupee figure or number syntax is copied here.
 */
import type { CouponKind, CouponView } from '@/lib/api-types';
import { sharedNow, type Shared } from '@/lib/wasm';

/** '10%' for a percentage, 'Rs. 500' for a fixed amount (formatted by `rupees`). */
export function couponValueText(
  coupon: Pick<CouponView, 'kind' | 'value'>,
  rupees: (paise: number) => string,
): string {
  return coupon.kind === 'percent' ? `${coupon.value}%` : rupees(coupon.value);
}

/**
 * An amount typed in rupees ('500', '499.50', '1,000') as whole paise, read exactly by the shared
 * rules (`parseRupees`, the reverse of `formatRupees`); null when it is not such an amount (blank, a
 * sign, letters, a fraction of a paisa) or while the rules are not loaded.
 */
export function paiseOfRupees(
  text: string,
  shared: Pick<Shared, 'parseRupees'> | undefined = sharedNow(),
): number | null {
  return shared ? shared.parseRupees(text) : null;
}

/**
 * A count typed in digits, read by the shared rules (`parseCount`); null when it is not one or while
 * the rules are not loaded.
 */
export function countOf(
  text: string,
  shared: Pick<Shared, 'parseCount'> | undefined = sharedNow(),
): number | null {
  return shared ? shared.parseCount(text) : null;
}

/** A number typed in digits; 0 when blank and NaN for anything else (the shared rules say why). */
function wholeNumber(shared: Pick<Shared, 'parseCount'>, text: string): number {
  if (text.trim() === '') return 0;
  return countOf(text, shared) ?? NaN;
}

/** The value of the form as the server takes it: a percentage, or paise; or why it cannot be. */
export type CouponValue = { ok: true; value: number } | { ok: false; errors: string[] };

/**
 * The value typed for a code of `kind` (a percentage, or rupees for a fixed amount), checked by the
 * shared rules (`discount` on a fee of nothing: only the value is judged), as the number to send.
 */
export function couponValue(
  shared: Pick<Shared, 'discount' | 'parseRupees' | 'parseCount'>,
  kind: CouponKind,
  text: string,
  notRupees: string,
): CouponValue {
  const value = kind === 'fixed' ? paiseOfRupees(text, shared) : wholeNumber(shared, text);
  if (value === null) return { ok: false, errors: [notRupees] };
  const quote = shared.discount(0, kind, value);
  if (quote.ok) return { ok: true, value };
  const errors = quote.errors.value ?? Object.values(quote.errors).flat();
  return { ok: false, errors };
}
