import { useMutation } from '@tanstack/react-query';

import { answer, apiClient } from '@/lib/api-client';
import type { ForgotPasswordForm, MessageResponse } from '@/lib/api-types';

/**
 * POST /auth/password/forgot {email} -> {success, message}: the same message whether or not the
 * address has an account. 422 with field errors; 429 when asked too often.
 */
export function forgotPassword(input: ForgotPasswordForm): Promise<MessageResponse> {
  return answer(apiClient.POST('/auth/password/forgot', { body: input }));
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
