/* eslint-disable lingui/no-unlocalized-strings -- query keys, file names, console-only contexts */
import { answer, apiClient } from '@/lib/api-client';
import type { RegistrationHistoryResponse } from '@/lib/api-types';

import { useAdminQuery } from '../hooks/use-admin-query';
import { adminKeys } from './query-keys';

/**
 * GET /admin/registrations/{id}/history -> {success, changes}: the changes made to a registration's
 * team, newest first, each with who made it, what changed and the fee before and after.
 */
export function getRegistrationHistory(
  id: string,
  signal?: AbortSignal,
): Promise<RegistrationHistoryResponse> {
  return answer(
    apiClient.GET('/admin/registrations/{id}/history', { params: { path: { id } }, signal }),
  );
}

export const historyKey = (id: string) => [...adminKeys.history, id] as const;

export function useRegistrationHistory(id: string) {
  return useAdminQuery(
    historyKey(id),
    (signal) => getRegistrationHistory(id, signal),
    'Failed to load the registration history',
  );
}
