/* eslint-disable lingui/no-unlocalized-strings -- query keys, file names, console-only contexts */
import { answer, apiClient } from '@/lib/api-client';
import type { ApplicationsResponse, CaApplicationStatus } from '@/lib/api-types';

import { useAdminQuery } from '../hooks/use-admin-query';
import { adminKeys } from './query-keys';
import { nonEmpty } from '../lib/format';

export type ApplicationFilter = 'all' | CaApplicationStatus;

/** GET /ca/all-applications?status= (every application when the filter is 'all'). */
export function getApplications(
  filter: ApplicationFilter,
  signal?: AbortSignal,
): Promise<ApplicationsResponse> {
  const status = filter === 'all' ? undefined : filter;
  return answer(
    apiClient.GET('/ca/all-applications', { params: { query: nonEmpty({ status }) }, signal }),
  );
}

export function useApplications(filter: ApplicationFilter) {
  return useAdminQuery(
    [...adminKeys.applications, filter],
    (signal) => getApplications(filter, signal),
    'Failed to load the CA applications',
  );
}
