import { useQuery } from '@tanstack/react-query';

import { answer, apiClient } from '@/lib/api-client';
import type { BundleResponse } from '@/lib/api-types';

/** How often the scanner asks for a fresher bundle while online (other gates check people in). */
export const BUNDLE_REFRESH_MS = 30_000;

/**
 * GET /checkin/bundle -> {success, publicKey, revoked, used, lists, entries, blocked, guests,
 * generatedAt}: what the scanner needs to judge passes without a network (volunteers, moderators and
 * admins).
 */
export function getBundle(signal?: AbortSignal): Promise<BundleResponse> {
  return answer(apiClient.GET('/checkin/bundle', { signal }));
}

// eslint-disable-next-line lingui/no-unlocalized-strings -- a cache key
export const bundleQueryKey = ['checkin', 'bundle'] as const;

/**
 * The bundle, asked for again every 30 s and when the connection comes back. `enabled` false (the
 * device is offline) leaves the last answer in place.
 */
export function useBundle(enabled: boolean) {
  return useQuery({
    queryKey: bundleQueryKey,
    queryFn: ({ signal }) => getBundle(signal),
    enabled,
    refetchInterval: BUNDLE_REFRESH_MS,
    refetchOnReconnect: true,
    staleTime: 0,
  });
}
