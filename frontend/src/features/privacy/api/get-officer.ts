import { useQuery } from '@tanstack/react-query';

import { answer, apiClient } from '@/lib/api-client';
import type { GrievanceOfficerResponse } from '@/lib/api-types';

/** The cache key of the grievance officer's details. */
// eslint-disable-next-line lingui/no-unlocalized-strings -- a cache key
export const officerQueryKey = ['grievance-officer'] as const;

/**
 * GET /grievance-officer (open) -> {success, name, email, address, responseDays}: who answers
 * grievances about personal data (a name and an address when the fest gives them), and within how
 * many days.
 */
export function getOfficer(signal?: AbortSignal): Promise<GrievanceOfficerResponse> {
  return answer(apiClient.GET('/grievance-officer', { signal }));
}

/** The grievance officer's details (they seldom change: asked for once a visit). */
export function useOfficer() {
  return useQuery({
    queryKey: officerQueryKey,
    queryFn: ({ signal }) => getOfficer(signal),
    staleTime: Infinity,
  });
}
