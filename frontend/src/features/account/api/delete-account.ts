import { useMutation } from '@tanstack/react-query';

import { answer, apiClient } from '@/lib/api-client';
import type { DeleteAccountForm, MessageResponse } from '@/lib/api-types';

/** What confirms the deletion: the password, or (an account without one) a fresh Google credential. */
export type DeleteAccountConfirmation =
  Pick<DeleteAccountForm, 'password'> | Pick<DeleteAccountForm, 'credential'>;

/**
 * DELETE /user/me {password} or {credential} -> {success, message}: the account and its personal
 * data go; registrations the organisers must keep stay, anonymised. 400 for a wrong password or
 * another Google account, 409 while a paid registration's fest is not over (or for the last admin),
 * 422 with field errors (the password, or the credential, is missing), 429 after too many tries.
 */
export function deleteAccount(confirmation: DeleteAccountConfirmation): Promise<MessageResponse> {
  return answer(apiClient.DELETE('/user/me', { body: confirmation }));
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
