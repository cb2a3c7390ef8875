import { useQuery } from '@tanstack/react-query';

import { answer, apiClient } from '@/lib/api-client';
import type { components } from '@/lib/api-schema.gen';

import { scorerKeys } from './query-keys';

/** A match a scorer may enter (both teams known) or has entered. */
export type ScorerMatch = components['schemas']['ScorerMatch'];
export type ScorerMatchesResponse = components['schemas']['ScorerMatchesResponse'];

/**
 * GET /scorer/matches (scorers and staff): the matches of the published fixtures whose teams are
 * known, those to play first (by day and time, unscheduled last), then those played.
 */
export function getScorerMatches(signal?: AbortSignal): Promise<ScorerMatchesResponse> {
  return answer(apiClient.GET('/scorer/matches', { signal }));
}

export function useScorerMatches() {
  return useQuery({
    queryKey: scorerKeys.matches,
    queryFn: ({ signal }) => getScorerMatches(signal),
  });
}
