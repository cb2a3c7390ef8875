import { useQuery } from '@tanstack/react-query';

import { answer, apiClient } from '@/lib/api-client';

import { festDayKeys } from './query-keys';
import type { Standings } from './types';

/** GET /standings (open) -> the championship: points per placing summed per college. */
export function getStandings(signal?: AbortSignal): Promise<Standings> {
  return answer(apiClient.GET('/standings', { signal }));
}

export function useStandings() {
  return useQuery({
    queryKey: festDayKeys.standings,
    queryFn: ({ signal }) => getStandings(signal),
  });
}
