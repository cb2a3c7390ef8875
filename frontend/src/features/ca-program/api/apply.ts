import { useMutation } from '@tanstack/react-query';

import { answer, apiClient } from '@/lib/api-client';
import type { ApplicationResponse } from '@/lib/api-types';

import type { CaApplyPayload } from '../types';

import { i18n } from '../i18n';

/**
 * POST /ca/apply (SPEC 7) -> {success, message, application}. Fails with 409 when the user already
 * applied, 403 for a CA, 422 with field errors.
 */
export function applyCa(payload: CaApplyPayload): Promise<ApplicationResponse> {
  return answer(apiClient.POST('/ca/apply', { body: payload }));
}

export function useApplyCa() {
  return useMutation({
    mutationFn: applyCa,
    meta: { errorToast: i18n._('ca-program.register.applyFailed') },
  });
}
