import { keepPreviousData, useQuery } from '@tanstack/react-query';

import { answer, apiClient } from '@/lib/api-client';
import type { SearchResponse } from '@/lib/api-types';

/**
 * GET /checkin/search?q= -> {success, people}: people who came without their pass, by name, phone
 * number or registration id (at most 20). 422 when the query is too short.
 */
export function searchPeople(query: string, signal?: AbortSignal): Promise<SearchResponse> {
  return answer(apiClient.GET('/checkin/search', { params: { query: { q: query } }, signal }));
}

// eslint-disable-next-line lingui/no-unlocalized-strings -- a cache key
export const searchQueryKey = (query: string) => ['checkin', 'search', query] as const;

/** The people matching `query`; nothing is asked for while it is blank. */
export function useSearchPeople(query: string) {
  return useQuery({
    queryKey: searchQueryKey(query),
    queryFn: ({ signal }) => searchPeople(query, signal),
    enabled: query !== '',
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
