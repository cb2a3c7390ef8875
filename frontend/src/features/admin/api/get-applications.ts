import type { CaApplicationStatus } from '@/app/session';
import { api } from '@/lib/api-client';

import { useAdminQuery } from '../hooks/use-admin-query';
import { adminKeys } from './query-keys';
import { queryString } from '../lib/format';
import type { CaApplication, CaCounts } from '../types';

export type ApplicationFilter = 'all' | CaApplicationStatus;

export interface ApplicationsResponse {
  success: boolean;
  applications: CaApplication[];
  /** Applications per status, whatever the filter. */
  counts: CaCounts;
}

/** GET /ca/all-applications?status= (every application when the filter is 'all'). */
export function getApplications(
  filter: ApplicationFilter,
  signal?: AbortSignal,
): Promise<ApplicationsResponse> {
  const status = filter === 'all' ? undefined : filter;
  return api.get<ApplicationsResponse>(`/ca/all-applications${queryString({ status })}`, {
    signal,
  });
}

export function useApplications(filter: ApplicationFilter) {
  return useAdminQuery(
    [...adminKeys.applications, filter],
    (signal) => getApplications(filter, signal),
    'Failed to load the CA applications',
  );
}
