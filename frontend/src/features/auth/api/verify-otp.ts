import { useMutation } from '@tanstack/react-query';

import { answer, apiClient } from '@/lib/api-client';
import type { AuthResponse } from '@/lib/api-types';

/** POST /auth/signup/verify-otp {email, otp} -> {success, message, accessToken, user} (SPEC 7). */
export function verifyOtp(input: { email: string; otp: string }): Promise<AuthResponse> {
  return answer(apiClient.POST('/auth/signup/verify-otp', { body: input }));
}

export function useVerifyOtp() {
  return useMutation({ mutationFn: verifyOtp });
}
