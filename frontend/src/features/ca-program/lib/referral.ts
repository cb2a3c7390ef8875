import type { Shared } from '@/lib/wasm';

/**
 * The referral carry-through: a CA's link `/event/ins?ref=CODE` (or any page with `?ref=`) leaves
 * the code in sessionStorage under `fest.ref`, where the registration wizards look for it.
 * (The key is the wizards' contract; features do not import each other, so it is spelled here too.)
 */
export const REFERRAL_STORAGE_KEY = 'fest.ref';

/** The `ref` of `search` (a location's query string), trimmed, if there is one. */
export function referralOf(search: string): string | null {
  // eslint-disable-next-line lingui/no-unlocalized-strings -- the address's parameter
  const code = new URLSearchParams(search).get('ref')?.trim();
  return code === undefined || code === '' ? null : code;
}

/**
 * Remembers the `ref` of `search` when the shared rules accept it as a referral code (anything else
 * is not remembered); returns the code stored, if any.
 */
export function rememberReferral(search: string, shared: Shared): string | null {
  const code = referralOf(search);
  if (!code || !shared.validateReferralCode(code).ok) return null;
  try {
    window.sessionStorage.setItem(REFERRAL_STORAGE_KEY, code);
    return code;
  } catch {
    return null; // storage unavailable: the wizard still reads ?ref= from its own URL
  }
}
