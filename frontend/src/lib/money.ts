/**
 * Money is integer paise inside the system (DESIGN, convention 8); rupees appear only at the display
 * edge, formatted by fest-shared's `format_rupees` (the WebAssembly export `formatRupees`): "Rs. 6500",
 * or "Rs. 6500.50".
 */
import { useSharedOrNull } from './use-shared';

/** What an amount shows while the rules are still loading. */
export const AMOUNT_LOADING = '…';

/** The rupee formatter of the shared rules (loading them on first use). */
export function useFormatRupees(): (paise: number) => string {
  const shared = useSharedOrNull();
  return shared ? shared.formatRupees : () => AMOUNT_LOADING;
}
