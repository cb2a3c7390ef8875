import { keepPreviousData, useQuery } from '@tanstack/react-query';

import { answer, apiClient } from '@/lib/api-client';
import type { EventCheckinResponse } from '@/lib/api-types';

import { adminKeys } from './query-keys';

/** The check-in figures are asked for again this often while the tab is open (the gates are live). */
export const CHECKIN_REFRESH_MS = 5_000;

/**
 * GET /admin/checkin/{event} (moderators and admins): checked in against expected, check-ins per
 * gate, the duplicates (newest first) and the latest check-ins.
 */
export function getEventCheckins(
  event: string,
  signal?: AbortSignal,
): Promise<EventCheckinResponse> {
  return answer(apiClient.GET('/admin/checkin/{event}', { params: { path: { event } }, signal }));
}

export const eventCheckinsKey = (event: string) => [...adminKeys.checkin, event] as const;

/**
 * One event's check-ins, refreshed every 5 s while shown; the last answer stays on screen while the
 * next one loads (and when one fails: the tab says it is not live any more).
 */
export function useEventCheckins(event: string) {
  return useQuery({
    queryKey: eventCheckinsKey(event),
    queryFn: async ({ signal }) => {
      try {
        return await getEventCheckins(event, signal);
      } catch (error) {
        if (!signal.aborted) console.error('Failed to load the check-ins', error);
        throw error;
      }
    },
    enabled: event !== '',
    refetchInterval: CHECKIN_REFRESH_MS,
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
