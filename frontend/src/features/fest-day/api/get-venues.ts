import { useQuery } from '@tanstack/react-query';

import { answer, apiClient } from '@/lib/api-client';

import { festDayKeys } from './query-keys';
import type { Venue } from './types';

/** GET /venues (open) -> {success, venues}: every venue, by name (the schedule's filter). */
export async function getVenues(signal?: AbortSignal): Promise<Venue[]> {
  const { venues } = await answer(apiClient.GET('/venues', { signal }));
  return venues;
}

export function useVenues() {
  return useQuery({ queryKey: festDayKeys.venues, queryFn: ({ signal }) => getVenues(signal) });
}
