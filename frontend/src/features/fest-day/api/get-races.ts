import { useQuery } from '@tanstack/react-query';

import { answer, apiClient } from '@/lib/api-client';
import type { Race, RaceSummary } from '@/lib/races';

import { festDayKeys } from './query-keys';

/** GET /races (open) -> {success, races}: every published athletics race, by category and discipline. */
export async function getRaceList(signal?: AbortSignal): Promise<RaceSummary[]> {
  const { races } = await answer(apiClient.GET('/races', { signal }));
  return races;
}

/** The published races (athletics' fixtures page), kept up to date by the live stream. */
export function useRaceList(enabled = true) {
  return useQuery({
    queryKey: festDayKeys.raceList,
    queryFn: ({ signal }) => getRaceList(signal),
    enabled,
  });
}

/**
 * GET /races/{race} (open) -> {success, message, race}: a published race with its heats, lanes, times
 * and podium; 404 when there is no such race or it is not published yet.
 */
export async function getRace(race: string, signal?: AbortSignal): Promise<Race> {
  const answered = await answer(
    apiClient.GET('/races/{race}', { params: { path: { race } }, signal }),
  );
  return answered.race;
}

/** A published race, kept up to date by the live stream. */
export function useRace(race: string) {
  return useQuery({
    queryKey: festDayKeys.race(race),
    queryFn: ({ signal }) => getRace(race, signal),
    enabled: race !== '',
  });
}
