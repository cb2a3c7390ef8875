/* eslint-disable lingui/no-unlocalized-strings -- query keys, file names, console-only contexts */
import { answer, apiClient } from '@/lib/api-client';
import type { StatsResponse } from '@/lib/api-types';

import { useAdminQuery } from '../hooks/use-admin-query';
import { adminKeys } from './query-keys';

/** GET /admin/stats: accounts per role, CA applications per status, registrations and money per event. */
export function getStats(signal?: AbortSignal): Promise<StatsResponse> {
  return answer(apiClient.GET('/admin/stats', { signal }));
}

export function useStats() {
  return useAdminQuery(adminKeys.stats, getStats, 'Failed to load the admin statistics');
}
