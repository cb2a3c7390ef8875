import { useMutation } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';

import { answer, apiClient, ApiError } from '@/lib/api-client';
import type { MessageResponse } from '@/lib/api-types';

import { useCurrentUser, useSessionActions } from '@/lib/session';

/** POST /auth/logout (SPEC 7): empty body; the bearer token and cookies identify the session. */
export function logout(): Promise<MessageResponse> {
  return answer(apiClient.POST('/auth/logout'));
}

/**
 * Logs out (SPEC 4 and 8): on success the token and the user are forgotten and the visitor goes to
 * /auth; on failure only the console hears of it ('Logout failed'). A 401 means the session is
 * already over on the server and the client has dropped the token, so the user is forgotten too.
 */
export function useLogout(): { logout: () => Promise<void>; isPending: boolean } {
  const { signOut } = useSessionActions();
  const userId = useCurrentUser()?._id;
  const navigate = useNavigate();
  const { mutateAsync: mutate, isPending } = useMutation({ mutationFn: logout });

  const run = useCallback(async () => {
    try {
      await mutate();
    } catch (error) {
      console.error('Logout failed', error);
      if (!(error instanceof ApiError && error.status === 401)) return;
    }
    // The token, the cached answers and the passes saved for the gate go (lib/session-provider.tsx).
    signOut();
    // The user's registration drafts leave this device (a shared computer); the server's copy stays.
    // Loaded only now: no page carries the store's code for this.
    if (userId) {
      void import('@/lib/draft-store')
        .then(({ forgetUserDrafts }) => forgetUserDrafts(userId))
        .catch(() => undefined);
    }
    void navigate('/auth');
  }, [mutate, navigate, signOut, userId]);

  return { logout: run, isPending };
}
