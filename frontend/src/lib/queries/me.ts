import { queryOptions } from '@tanstack/react-query';

import { answer, apiClient, ApiError } from '@/lib/api-client';
import type { MeResponse } from '@/lib/api-types';
import { readToken } from '@/lib/auth-token';
import { readSessionUser, storeSessionUser } from '@/lib/session-user';

import { meQueryKey } from '../session';

/** GET /user/me (SPEC 7): the signed-in user; restores the session at start-up. */
export function getMe(signal?: AbortSignal): Promise<MeResponse> {
  return answer(apiClient.GET('/user/me', { signal }));
}

/**
 * The session's check: GET /user/me, each user the server confirms kept beside the token. When the
 * server cannot be reached (status 0: no network, a timeout: a phone at the gate), the answer is the
 * user kept for this token, if any, so the session stands until the network is back and the check is
 * made again (SPEC 3 keeps "a token ... plus the user"); a refusal, or nothing kept, fails as before.
 */
export async function checkSession(signal?: AbortSignal): Promise<MeResponse> {
  const token = readToken();
  try {
    const me = await getMe(signal);
    if (token) storeSessionUser(token, me.user);
    return me;
  } catch (error) {
    const kept =
      token && error instanceof ApiError && error.status === 0 ? readSessionUser(token) : undefined;
    if (kept) return { success: true, user: kept };
    throw error;
  }
}

/** The cache entry of the signed-in user (defined beside the session). */
export { meQueryKey } from '../session';

/**
 * The current-user query. It is not asked again by itself (a login puts the user in place, pages
 * that need a fresh role ask for it), but when the network comes back: a check that could not reach
 * the server is made again then. A failure is not retried (SPEC 4: a refused session is dropped).
 */
export const meQueryOptions = () =>
  queryOptions({
    queryKey: meQueryKey,
    queryFn: ({ signal }) => checkSession(signal),
    staleTime: Infinity,
    retry: false,
    refetchOnReconnect: 'always',
  });
