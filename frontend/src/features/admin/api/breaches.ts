/* eslint-disable lingui/no-unlocalized-strings -- query keys, file names, console-only contexts */
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { answer, apiClient } from '@/lib/api-client';
import type { BreachRequest, BreachResponse, BreachView } from '@/lib/api-types';

import { useAdminQuery } from '../hooks/use-admin-query';
import { adminKeys, invalidate } from './query-keys';

/**
 * GET /admin/breaches (admins) -> {success, breaches}: the register of personal data breaches,
 * newest found first, each with when its report to the Board is due and whether that is past.
 */
export async function getBreaches(signal?: AbortSignal): Promise<BreachView[]> {
  const { breaches } = await answer(apiClient.GET('/admin/breaches', { signal }));
  return breaches;
}

export function useBreaches() {
  return useAdminQuery(adminKeys.breaches, getBreaches, 'Failed to load the breach register');
}

/**
 * POST /admin/breaches (a new one, 201) or PUT /admin/breaches/{id} (an edit; 404 when there is no
 * such breach) -> {success, breach}. Times are RFC 3339; a 422 names the fields it refuses.
 */
export function saveBreach({
  id,
  breach,
}: {
  /** The breach edited, or null for a new one. */
  id: string | null;
  breach: BreachRequest;
}): Promise<BreachResponse> {
  return id === null
    ? answer(apiClient.POST('/admin/breaches', { body: breach }))
    : answer(apiClient.PUT('/admin/breaches/{id}', { params: { path: { id } }, body: breach }));
}

/** Records or edits a breach; the register and the audit log follow. */
export function useSaveBreach() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveBreach,
    onSuccess: () => {
      invalidate(queryClient, [adminKeys.breaches, adminKeys.auditLog]);
    },
  });
}
