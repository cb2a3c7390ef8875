import { useMutation } from '@tanstack/react-query';

import { answer, apiClient } from '@/lib/api-client';
import type { AuthResponse } from '@/lib/api-types';

import { i18n } from '../i18n';

/** POST /auth/google-login {credential} -> like a login (SPEC 7). */
export function googleLogin(credential: string): Promise<AuthResponse> {
  return answer(apiClient.POST('/auth/google-login', { body: { credential } }));
}

export function useGoogleLogin() {
  return useMutation({
    mutationFn: googleLogin,
    meta: { errorToast: i18n._('auth.toast.googleLoginFailed') },
  });
}
