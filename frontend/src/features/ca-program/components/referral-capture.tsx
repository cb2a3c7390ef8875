import { useEffect } from 'react';
import { useLocation } from 'react-router';

import { loadShared, sharedNow } from '@/lib/wasm';

import { referralOf, rememberReferral } from '../lib/referral';

/**
 * Mounted once in the root layout: whenever a page is visited with `?ref=CODE`, the code is kept
 * (sessionStorage `fest.ref`) for the registration wizards when the shared rules accept it.
 * Renders nothing.
 */
export function ReferralCapture() {
  const { search } = useLocation();
  useEffect(() => {
    if (!referralOf(search)) return;
    const shared = sharedNow();
    if (shared) {
      rememberReferral(search, shared);
      return;
    }
    // The rules load only for pages visited with a code (public pages stay light otherwise).
    loadShared().then(
      (loaded) => rememberReferral(search, loaded),
      () => undefined,
    );
  }, [search]);
  return null;
}
