import { useCallback } from 'react';

import { getMe } from '@/app/api/get-me';
import { useSessionActions } from '@/app/session';
import { readToken } from '@/lib/auth-token';

/**
 * Asks GET /user/me again and puts the answer into the session, so the role and the CA
 * application's status (`user.caApplication`) are current. Resolves once that is done; a failure
 * leaves the session as it was (the 401 case is the API client's business).
 */
export function useRefreshUser(): (signal?: AbortSignal) => Promise<void> {
  const { signIn } = useSessionActions();
  return useCallback(
    async (signal?: AbortSignal) => {
      try {
        const response = await getMe(signal);
        const token = readToken();
        if (signal?.aborted || !token) return;
        signIn(token, response.user);
      } catch (error) {
        if (!signal?.aborted) console.warn('Could not refresh the signed-in user', error);
      }
    },
    [signIn],
  );
}
