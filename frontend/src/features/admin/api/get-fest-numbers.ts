import { keepPreviousData, useQuery } from '@tanstack/react-query';

import { answer, apiClient } from '@/lib/api-client';
import type { FestNumbersResponse } from '@/lib/api-types';

import { adminKeys } from './query-keys';

/** The fest-wide numbers are asked for again this often while the section is shown. */
export const NUMBERS_REFRESH_MS = 10_000;

/**
 * GET /admin/numbers (admins): people checked in against passes by event, gate and hour, duplicate
 * scans, and the hostel desk's guests, with the time they were taken.
 */
export function getFestNumbers(signal?: AbortSignal): Promise<FestNumbersResponse> {
  return answer(apiClient.GET('/admin/numbers', { signal }));
}

/**
 * The fest-wide numbers, asked for again every `refreshMs` while the page is visible (TanStack Query
 * pauses the interval while the tab is hidden and asks again when it is shown); the last answer
 * stays on screen while the next one loads, and when one fails.
 */
export function useFestNumbers(refreshMs: number = NUMBERS_REFRESH_MS) {
  return useQuery({
    queryKey: adminKeys.numbers,
    queryFn: async ({ signal }) => {
      try {
        return await getFestNumbers(signal);
      } catch (error) {
        if (!signal.aborted) console.error('Failed to load the fest-wide numbers', error);
        throw error;
      }
    },
    refetchInterval: refreshMs,
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: true,
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
