import { keepPreviousData, useQuery } from '@tanstack/react-query';

import { answer, apiClient } from '@/lib/api-client';

import { festDayKeys, type ScheduleFilter } from './query-keys';
import type { ScheduleAnswer } from './types';

/**
 * GET /schedule?day&venue&event (open) -> {success, days, matches}: the days with a match (before any
 * filter) and the scheduled matches of the filter, by day, time and venue.
 */
export function getSchedule(filter: ScheduleFilter, signal?: AbortSignal): Promise<ScheduleAnswer> {
  const query: ScheduleFilter = {};
  if (filter.day) query.day = filter.day;
  if (filter.venue) query.venue = filter.venue;
  if (filter.event) query.event = filter.event;
  return answer(apiClient.GET('/schedule', { params: { query }, signal }));
}

/** The schedule of a filter; the previous answer stays on screen while another filter loads. */
export function useSchedule(filter: ScheduleFilter) {
  return useQuery({
    queryKey: festDayKeys.schedule(filter),
    queryFn: ({ signal }) => getSchedule(filter, signal),
    placeholderData: keepPreviousData,
  });
}
