import { useMutation, useQueryClient } from '@tanstack/react-query';

import { answer, apiClient } from '@/lib/api-client';
import type { SignedOutResponse } from '@/lib/api-types';

import { sessionsQueryKey } from './get-sessions';

import { i18n } from '../i18n';

/** DELETE /user/me/sessions/{id} -> {success, message, ended}: signs that session out. 404 when it is gone. */
export function revokeSession(id: string): Promise<SignedOutResponse> {
  return answer(apiClient.DELETE('/user/me/sessions/{id}', { params: { path: { id } } }));
}

/** Signs one session out; the list is asked for again either way. */
export function useRevokeSession() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { errorToast: i18n._('account.sessions.signOutFailed') },
    mutationFn: revokeSession,
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionsQueryKey }),
  });
}
