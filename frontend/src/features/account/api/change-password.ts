import { useMutation } from '@tanstack/react-query';

import { answer, apiClient } from '@/lib/api-client';
import type { ChangePasswordForm, MessageResponse } from '@/lib/api-types';

import { i18n } from '../i18n';

/**
 * PUT /user/me/password {currentPassword, password, confirmPassword} -> {success, message}. A blank
 * currentPassword sets the first password of an account made with Google. Every other session of the
 * account ends; this one stays. 400 when the current password is wrong; 422 with field errors.
 */
export function changePassword(form: ChangePasswordForm): Promise<MessageResponse> {
  return answer(apiClient.PUT('/user/me/password', { body: form }));
}

export function useChangePassword() {
  return useMutation({
    mutationFn: changePassword,
    meta: { errorToast: i18n._('account.password.failed') },
  });
}
