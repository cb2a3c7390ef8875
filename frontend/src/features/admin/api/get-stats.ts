import { api } from '@/lib/api-client';

import { useAdminQuery } from '../hooks/use-admin-query';
import { adminKeys } from './query-keys';
import type { AdminStats } from '../types';

/** GET /admin/stats: accounts per role, CA applications per status, registrations and money per event. */
export function getStats(signal?: AbortSignal): Promise<AdminStats> {
  return api.get<AdminStats>('/admin/stats', { signal });
}

export function useStats() {
  return useAdminQuery(adminKeys.stats, getStats, 'Failed to load the admin statistics');
}
