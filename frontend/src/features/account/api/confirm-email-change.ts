import { useMutation, useQueryClient } from '@tanstack/react-query';

import { meQueryKey } from '@/lib/queries/me';
import { answer, apiClient } from '@/lib/api-client';
import type { ConfirmEmailForm, MeResponse } from '@/lib/api-types';

/**
 * POST /user/me/email/verify {code} -> {success, user}: the account moves to the new address (the
 * old one is told). 400 for a wrong, expired or void code, 409 when another account took the address
 * meanwhile, 422 with field errors.
 */
export function confirmEmailChange(form: ConfirmEmailForm): Promise<MeResponse> {
  return answer(apiClient.POST('/user/me/email/verify', { body: form }));
}

/** Confirms the new address; the answer becomes the session's user (the header, the forms, ...). */
export function useConfirmEmailChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmEmailChange,
    onSuccess: (response) => {
      queryClient.setQueryData<MeResponse>(meQueryKey, { success: true, user: response.user });
    },
  });
}
