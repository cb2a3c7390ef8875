import { useCallback } from 'react';

import { useSessionActions } from '@/lib/session';
import { textOr } from '@/lib/api-client';
import type { AuthResponse } from '@/lib/api-types';
import { notify } from '@/lib/toast';

import { fireConfetti } from '../lib/confetti';

/**
 * Finishes a login, Google login or sign-up: stores the token and the user, shows the server's
 * message (else `success`) and, for logins, fires the confetti (SPEC 2.13). An answer without a
 * token or a user is a failure: it throws an Error with the text `failure`.
 */
export function useCompleteLogin() {
  const { signIn } = useSessionActions();
  return useCallback(
    (
      response: Partial<AuthResponse> | undefined,
      texts: { success: string; failure: string; celebrate: boolean },
    ) => {
      if (!response?.accessToken || !response.user) throw new Error(texts.failure);
      signIn(response.accessToken, response.user);
      notify.success(textOr(response.message, texts.success));
      if (texts.celebrate) void fireConfetti();
    },
    [signIn],
  );
}
