import { useMutation, useQueryClient } from '@tanstack/react-query';

import { answer, apiClient } from '@/lib/api-client';
import type { SignedOutResponse } from '@/lib/api-types';

import { sessionsQueryKey } from './get-sessions';

import { i18n } from '../i18n';

/**
 * POST /user/me/sessions/revoke-others (no body) -> {success, message, ended}: every session of the
 * account but this one ends.
 */
export function revokeOtherSessions(): Promise<SignedOutResponse> {
  return answer(apiClient.POST('/user/me/sessions/revoke-others'));
}

/** Signs every other session out; the list is asked for again either way. */
export function useRevokeOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { errorToast: i18n._('account.sessions.signOutFailed') },
    mutationFn: revokeOtherSessions,
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionsQueryKey }),
  });
}
