import { useMutation, useQueryClient } from '@tanstack/react-query';

import { meQueryKey } from '@/lib/queries/me';
import { answer, apiClient } from '@/lib/api-client';
import type { MeResponse, ProfileForm } from '@/lib/api-types';

import { i18n } from '../i18n';

/**
 * PATCH /user/me with the fields to change (only those sent change; an optional one sent blank is
 * cleared; a directory college takes the directory's address) -> {success, user}. 422 with field
 * errors ('Nothing to change.' for an empty body).
 */
export function updateProfile(form: ProfileForm): Promise<MeResponse> {
  return answer(apiClient.PATCH('/user/me', { body: form }));
}

/** Saves the profile; the answer becomes the session's user (the header, the CA form, ...). */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { errorToast: i18n._('account.profile.saveFailed') },
    mutationFn: updateProfile,
    onSuccess: (response) => {
      queryClient.setQueryData<MeResponse>(meQueryKey, { success: true, user: response.user });
    },
  });
}
