/**
 * The referral carry-through: a CA's link `/event/ins?ref=CODE` (or any page with `?ref=`) leaves
 * the code in sessionStorage under `fest.ref`, where the registration wizards look for it.
 * (The key is the wizards' contract; features do not import each other, so it is spelled here too.)
 */
export const REFERRAL_STORAGE_KEY = 'fest.ref';

/** Codes are short tokens ("INF" and six characters); anything else is not remembered. */
const CODE = /^[A-Za-z0-9_-]{1,32}$/;

/** Remembers the `ref` of `search` (a location's query string); returns the code stored, if any. */
export function rememberReferral(search: string): string | null {
  const code = new URLSearchParams(search).get('ref')?.trim();
  if (!code || !CODE.test(code)) return null;
  try {
    window.sessionStorage.setItem(REFERRAL_STORAGE_KEY, code);
    return code;
  } catch {
    return null; // storage unavailable: the wizard still reads ?ref= from its own URL
  }
}
