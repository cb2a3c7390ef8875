import { useMutation, useQuery } from '@tanstack/react-query';

import { answer, apiClient } from '@/lib/api-client';
import type { components } from '@/lib/api-schema.gen';

/** Whom a guardian's link asks about. */
export type GuardianRequest = components['schemas']['GuardianRequestView'];

/** GET /guardian-consent/{token} (open, by the e-mailed link); 404 for a wrong or used link. */
export function useGuardianRequest(token: string) {
  return useQuery({
    // eslint-disable-next-line lingui/no-unlocalized-strings -- a cache key
    queryKey: ['guardian-consent', token],
    queryFn: ({ signal }) =>
      answer(apiClient.GET('/guardian-consent/{token}', { params: { path: { token } }, signal })),
    retry: false,
  });
}

/** POST /guardian-consent/{token}: the guardian's consent, once -> {message}. */
export function useGiveGuardianConsent(token: string) {
  return useMutation({
    mutationFn: () =>
      answer(apiClient.POST('/guardian-consent/{token}', { params: { path: { token } } })),
  });
}
