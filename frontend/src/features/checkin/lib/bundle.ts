import type { BundleResponse } from '@/lib/api-types';

import type { CheckinBundle } from './island';

/** The part of GET /checkin/bundle the scanner takes: the key, the revoked passes, the used ones. */
export function islandBundle(bundle: BundleResponse): CheckinBundle {
  return { publicKey: bundle.publicKey, revoked: bundle.revoked, used: bundle.used };
}
