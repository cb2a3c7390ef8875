import { useMutation } from '@tanstack/react-query';

import { answer, apiClient } from '@/lib/api-client';
import type { ChangeEmailForm, MessageResponse } from '@/lib/api-types';

/**
 * POST /user/me/email {email} -> {success, message}: a code is sent to the new address (valid 30
 * minutes, 5 tries). 400 when it is already the account's address, 409 when another account has it,
 * 422 with field errors, 429 when a code went out a moment ago (`timeLeft`: seconds before another
 * may be sent) or too many were asked for.
 */
export function requestEmailChange(form: ChangeEmailForm): Promise<MessageResponse> {
  return answer(apiClient.POST('/user/me/email', { body: form }));
}

export function useRequestEmailChange() {
  return useMutation({ mutationFn: requestEmailChange });
}
