import type { BundleResponse } from '@/lib/api-types';

import type { CheckinBundle, CheckinListRule } from './island';

/** The bundle's fields about check-in lists. */
type ListFields = 'lists' | 'entries' | 'blocked' | 'guests';

/**
 * A bundle as the server sends it, or as a server from before check-in lists sent it (one kept on
 * the device may be that old): without the lists' fields.
 */
export type KeptBundle = Omit<BundleResponse, ListFields> &
  Partial<Pick<BundleResponse, ListFields>>;

/**
 * The part of GET /checkin/bundle the scanner takes: the key, the revoked and the used passes, and
 * the check-in lists with their entries, their blocked passes and the passes with a paid stay. An
 * older bundle's missing fields go as empty lists (the scanner then scans for the fest's gates).
 */
export function islandBundle(bundle: KeptBundle): CheckinBundle {
  return {
    publicKey: bundle.publicKey,
    revoked: bundle.revoked,
    used: bundle.used,
    lists: bundle.lists ?? [],
    entries: bundle.entries ?? [],
    blocked: bundle.blocked ?? [],
    guests: bundle.guests ?? [],
  };
}

/** Whether scans at `list` may go out: it counts entry and exit. */
export function countsExits(list: CheckinListRule | null): boolean {
  return list?.mode === 'in_out';
}
