import { useQuery } from '@tanstack/react-query';

import { answer, apiClient } from '@/lib/api-client';
import type { AccommodationOptions } from '@/lib/api-types';

import { accommodationKeys } from './query-keys';

/**
 * GET /accommodation/options (open) -> {success, rules, nights}: the stay rules in force (window,
 * most nights, price per guest per night, beds of each block) and the beds left in each block on
 * every night of the window.
 */
export function getStayOptions(signal?: AbortSignal): Promise<AccommodationOptions> {
  return answer(apiClient.GET('/accommodation/options', { signal }));
}

/** The rules and beds left, asked for again whenever the page opens (beds go fast). */
export function useStayOptions() {
  return useQuery({
    queryKey: accommodationKeys.options,
    queryFn: ({ signal }) => getStayOptions(signal),
    // eslint-disable-next-line lingui/no-unlocalized-strings -- an option of the query
    refetchOnMount: 'always',
  });
}
