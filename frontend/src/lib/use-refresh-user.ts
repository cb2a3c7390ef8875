import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';

import { getMe, meQueryKey, meQueryOptions } from '@/lib/queries/me';

/**
 * Asks GET /user/me again when the page opens, and again on `refresh()`; the session reads the
 * same cache entry, so the role and the CA application's status (`user.caApplication`) become
 * current. `checked` turns true once the first answer since the page opened has arrived (or
 * failed: a failure leaves the session as it was; the 401 case is the API client's business).
 * `enabled: false` (a signed-out visitor) asks nothing.
 */
export function useRefreshUser({ enabled = true }: { enabled?: boolean } = {}): {
  checked: boolean;
  refresh: () => void;
} {
  const queryClient = useQueryClient();
  const query = useQuery({
    ...meQueryOptions(),
    queryFn: async ({ signal }) => {
      try {
        return await getMe(signal);
      } catch (error) {
        if (!signal.aborted) console.warn('Could not refresh the signed-in user', error);
        throw error;
      }
    },
    refetchOnMount: 'always',
    enabled,
  });
  const refresh = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: meQueryKey });
  }, [queryClient]);
  return { checked: query.isFetchedAfterMount, refresh };
}
