/**
 * Money is integer paise inside the system (DESIGN, convention 8); rupees appear only here, at the
 * display edge. The format is fest-shared's `format_rupees`: "Rs. 6500", or "Rs. 6500.50".
 */
export function formatRupees(paise: number): string {
  const whole = Math.trunc(paise / 100);
  const rest = Math.abs(Math.round(paise % 100));
  return rest === 0 ? `Rs. ${whole}` : `Rs. ${whole}.${String(rest).padStart(2, '0')}`;
}
