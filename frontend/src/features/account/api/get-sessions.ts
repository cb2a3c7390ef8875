import { useQuery } from '@tanstack/react-query';

import { answer, apiClient } from '@/lib/api-client';
import type { SessionsResponse } from '@/lib/api-types';

/** GET /user/me/sessions -> {success, sessions}: the account's live sessions, this one first. */
export function getSessions(signal?: AbortSignal): Promise<SessionsResponse> {
  return answer(apiClient.GET('/user/me/sessions', { signal }));
}

/** The cache entry of the session list; signing a session out asks for it again. */
// eslint-disable-next-line lingui/no-unlocalized-strings -- a cache key
export const sessionsQueryKey = ['account', 'sessions'] as const;

/** The account's sessions, asked for again whenever the account page opens. */
export function useSessions() {
  return useQuery({
    queryKey: sessionsQueryKey,
    queryFn: ({ signal }) => getSessions(signal),
    // eslint-disable-next-line lingui/no-unlocalized-strings -- an option of the query
    refetchOnMount: 'always',
  });
}
