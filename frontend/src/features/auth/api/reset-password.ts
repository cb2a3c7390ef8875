import { useMutation } from '@tanstack/react-query';

import { answer, apiClient } from '@/lib/api-client';
import type { MessageResponse, ResetPasswordForm } from '@/lib/api-types';

/**
 * POST /auth/password/reset {email, code, password, confirmPassword} -> {success, message}. Every
 * session of the account ends: the user logs in again with the new password. 400 for a wrong, used,
 * expired or void code; 422 with field errors.
 */
export function resetPassword(input: ResetPasswordForm): Promise<MessageResponse> {
  return answer(apiClient.POST('/auth/password/reset', { body: input }));
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
