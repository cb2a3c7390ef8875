/** sessionStorage key under which a `ref` seen on the events page is remembered. */
export const REFERRAL_STORAGE_KEY = 'fest.ref';

/**
 * The referral code a registration starts with: `?ref=CODE` on the wizard's URL, else the one
 * remembered from the events page (sessionStorage `fest.ref`), else none.
 */
export function initialReferral(search: URLSearchParams): string {
  // eslint-disable-next-line lingui/no-unlocalized-strings -- the address's parameter
  const fromUrl = search.get('ref')?.trim();
  if (fromUrl) return fromUrl;
  try {
    return window.sessionStorage.getItem(REFERRAL_STORAGE_KEY)?.trim() ?? '';
  } catch {
    return '';
  }
}
