import { useQuery } from '@tanstack/react-query';

import { answer, apiClient } from '@/lib/api-client';
import type { components } from '@/lib/api-schema.gen';

/** GET /user/matches: the scheduled matches of the user's teams, and a calendar feed per team. */
export type MyMatches = components['schemas']['MyMatchesResponse'];
/** One scheduled match of one of the user's teams. */
export type MyMatch = components['schemas']['ScheduleEntryView'];
/** A calendar feed (ICS) of one of the user's teams, at `path` under /api/v1. */
export type TeamCalendar = components['schemas']['TeamCalendar'];

/** GET /user/matches -> {success, matches, calendars}. */
export function getMyMatches(signal?: AbortSignal): Promise<MyMatches> {
  return answer(apiClient.GET('/user/matches', { signal }));
}

/** The cache entry of the user's matches. */
// eslint-disable-next-line lingui/no-unlocalized-strings -- a cache key
export const myMatchesQueryKey = ['account', 'matches'] as const;

/** The user's matches, asked for again whenever the account page opens. */
export function useMyMatches() {
  return useQuery({
    queryKey: myMatchesQueryKey,
    queryFn: ({ signal }) => getMyMatches(signal),
    // eslint-disable-next-line lingui/no-unlocalized-strings -- an option of the query
    refetchOnMount: 'always',
  });
}
