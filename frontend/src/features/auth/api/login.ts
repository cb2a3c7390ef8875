import { useMutation } from '@tanstack/react-query';

import { answer, apiClient } from '@/lib/api-client';
import type { AuthResponse } from '@/lib/api-types';

import type { LoginInput } from '../types';

/** POST /auth/login {email, password} -> {success, message, accessToken, user} (SPEC 7). */
export function login(input: LoginInput): Promise<AuthResponse> {
  return answer(apiClient.POST('/auth/login', { body: input }));
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
