import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { answer, apiClient } from '@/lib/api-client';
import type { components } from '@/lib/api-schema.gen';

/** Where the account stands on the age question, and its guardian when under 18. */
export type AgeResponse = components['schemas']['AgeResponse'];
export type AgeForm = components['schemas']['AgeForm'];

/** The cache entry of the account's age answer. */
// eslint-disable-next-line lingui/no-unlocalized-strings -- a cache key
export const ageQueryKey = ['account', 'age'] as const;

/**
 * GET /account/age -> {status, guardianEmail, guardianConsentAt}; asked only while `enabled` (a
 * signed-in account).
 */
export function useAge(enabled = true) {
  return useQuery({
    queryKey: ageQueryKey,
    queryFn: ({ signal }) => answer(apiClient.GET('/account/age', { signal })),
    enabled,
  });
}

/**
 * PUT /account/age {adult, guardianEmail?} -> {message}: 18 or older, or under 18 with a guardian's
 * address, who is e-mailed a link to consent; 422 at the field. The answer is asked for again after
 * (the mutation ends once it is there, so a form held back by the question is free at once).
 */
export function useDeclareAge() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AgeForm) => answer(apiClient.PUT('/account/age', { body })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ageQueryKey }),
  });
}
