/**
 * How the Discount codes tab shows a code and reads the new-code form. The rules stay in fest-shared:
 * a value is checked by the `discount` WebAssembly export (the function the server prices orders
 * with), and rupees are read as paise with as many digits after the point as the shared formatter
 * writes for one paisa ('Rs. 0.01'), so no paise-per-rupee figure is copied here.
 */
import type { CouponKind, CouponView } from '@/lib/api-types';
import type { Shared } from '@/lib/wasm';

/** '10%' for a percentage, 'Rs. 500' for a fixed amount (formatted by `rupees`). */
export function couponValueText(
  coupon: Pick<CouponView, 'kind' | 'value'>,
  rupees: (paise: number) => string,
): string {
  return coupon.kind === 'percent' ? `${coupon.value}%` : rupees(coupon.value);
}

/** Digits after the point of a rupee amount, as the shared formatter writes one paisa. */
function paiseDigits(rupees: (paise: number) => string): number {
  return /\.(\d+)$/.exec(rupees(1))?.[1]?.length ?? 0;
}

/**
 * An amount typed in rupees ('500', '499.50', '1,000') as whole paise, read exactly (no floating
 * point); null when it is not such an amount (blank, a sign, letters, a fraction of a paisa).
 */
export function paiseOfRupees(text: string, rupees: (paise: number) => string): number | null {
  const digits = paiseDigits(rupees);
  const match = /^(\d+)(?:\.(\d*))?$/.exec(text.trim().replace(/,/g, ''));
  if (!match) return null;
  const whole = match[1] ?? '';
  const fraction = match[2] ?? '';
  if (fraction.length > digits) return null;
  const paise = Number(`${whole}${fraction.padEnd(digits, '0')}`);
  return Number.isSafeInteger(paise) ? paise : null;
}

/** A number typed in digits; 0 when blank and NaN for anything else (the shared rules say why). */
function wholeNumber(text: string): number {
  const trimmed = text.trim();
  if (trimmed === '') return 0;
  return /^\d+$/.test(trimmed) ? Number(trimmed) : NaN;
}

/** The value of the form as the server takes it: a percentage, or paise; or why it cannot be. */
export type CouponValue = { ok: true; value: number } | { ok: false; errors: string[] };

/**
 * The value typed for a code of `kind` (a percentage, or rupees for a fixed amount), checked by the
 * shared rules (`discount` on a fee of nothing: only the value is judged), as the number to send.
 */
export function couponValue(
  shared: Pick<Shared, 'discount' | 'formatRupees'>,
  kind: CouponKind,
  text: string,
  notRupees: string,
): CouponValue {
  const value = kind === 'fixed' ? paiseOfRupees(text, shared.formatRupees) : wholeNumber(text);
  if (value === null) return { ok: false, errors: [notRupees] };
  const quote = shared.discount(0, kind, value);
  if (quote.ok) return { ok: true, value };
  const errors = quote.errors.value ?? Object.values(quote.errors).flat();
  return { ok: false, errors };
}
