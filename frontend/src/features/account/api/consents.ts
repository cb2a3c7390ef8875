import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { answer, apiClient } from '@/lib/api-client';
import type { components } from '@/lib/api-schema.gen';
import { meQueryKey } from '@/lib/queries/me';

/** A consent the account gave: where, under which notice, when, and whether it can be withdrawn here. */
export type ConsentView = components['schemas']['ConsentView'];
export type ConsentsResponse = components['schemas']['ConsentsResponse'];
type MessageResponse = components['schemas']['MessageResponse'];

/** GET /account/consents -> {success, consents}: the account's consents, newest first. */
export function getConsents(signal?: AbortSignal): Promise<ConsentsResponse> {
  return answer(apiClient.GET('/account/consents', { signal }));
}

/** The cache entry of the consents; a withdrawal asks for it again. */
// eslint-disable-next-line lingui/no-unlocalized-strings -- a cache key
export const consentsQueryKey = ['account', 'consents'] as const;

/** The account's consents, asked for again whenever the account page opens. */
export function useConsents() {
  return useQuery({
    queryKey: consentsQueryKey,
    queryFn: ({ signal }) => getConsents(signal),
    // eslint-disable-next-line lingui/no-unlocalized-strings -- an option of the query
    refetchOnMount: 'always',
  });
}

/**
 * POST /account/consents/{id}/withdraw -> {success, message}: a campus ambassador application still
 * under review is withdrawn and erased with its consent; any other consent is refused (409) with
 * what to do instead, as is one withdrawn already; 404 when it is not the account's.
 */
export function withdrawConsent(id: string): Promise<MessageResponse> {
  return answer(apiClient.POST('/account/consents/{id}/withdraw', { params: { path: { id } } }));
}

/**
 * Withdraws a consent. Its refusal is the caller's to show (it says how to withdraw instead); once
 * withdrawn, the consents and the signed-in user (whose CA application has gone) are asked for again.
 */
export function useWithdrawConsent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: withdrawConsent,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: consentsQueryKey }),
        queryClient.invalidateQueries({ queryKey: meQueryKey }),
      ]),
  });
}
