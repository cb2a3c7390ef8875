import { useEffect } from 'react';
import { useLocation } from 'react-router';

import { rememberReferral } from '../lib/referral';

/**
 * Mounted once in the root layout: whenever a page is visited with `?ref=CODE`, the code is kept
 * (sessionStorage `fest.ref`) for the registration wizards. Renders nothing.
 */
export function ReferralCapture() {
  const { search } = useLocation();
  useEffect(() => {
    if (search) rememberReferral(search);
  }, [search]);
  return null;
}
