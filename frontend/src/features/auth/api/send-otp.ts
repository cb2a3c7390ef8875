import { useMutation } from '@tanstack/react-query';

import { answer, apiClient } from '@/lib/api-client';
import type { SendOtpResponse } from '@/lib/api-types';

import type { SignupInput } from '../types';

/**
 * POST /auth/signup/send-otp {username, email, password, confirmPassword} -> {success, message,
 * timeLeft} (SPEC 7). A 429 whose body has timeLeft means a code was sent less than a minute ago.
 */
export function sendOtp(input: SignupInput): Promise<SendOtpResponse> {
  return answer(apiClient.POST('/auth/signup/send-otp', { body: input }));
}

export function useSendOtp() {
  return useMutation({ mutationFn: sendOtp });
}
