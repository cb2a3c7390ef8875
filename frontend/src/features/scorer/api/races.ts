import { useMutation, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';

import { answer, apiClient } from '@/lib/api-client';
import type { components } from '@/lib/api-schema.gen';

import { scorerKeys } from './query-keys';

export type HeatTimesRequest = components['schemas']['HeatTimesRequest'];

/** GET /races: the published races (only those can be timed). */
export function useTimedRaceList() {
  return useQuery({
    queryKey: scorerKeys.raceList,
    queryFn: async ({ signal }) => (await answer(apiClient.GET('/races', { signal }))).races,
  });
}

/** GET /races/{race} for each race of the list: their heats, lanes and which are timed. */
export function useTimedRaces(ids: readonly string[]) {
  return useQueries({
    queries: ids.map((race) => ({
      queryKey: scorerKeys.race(race),
      queryFn: async ({ signal }: { signal: AbortSignal }) =>
        (
          await answer(
            apiClient.GET('/races/{race}', {
              params: { path: { race } },
              signal,
            }),
          )
        ).race,
    })),
  });
}

/**
 * PUT /scorer/races/{race}/heats/{heat}/times {times}: a heat's (or the final's) times, or a field
 * event's flight's marks, every athlete once; 409 in words when entered already (an organiser
 * corrects them) or locked by the final, 422 at `times[i].time` (`times[i].mark`), `times[i].athlete`
 * or `times` when the rules refuse one. The answer replaces the race; the races are asked for again
 * afterwards.
 */
export function useEnterTimes() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ race, heat, body }: { race: string; heat: number; body: HeatTimesRequest }) =>
      answer(
        apiClient.PUT('/scorer/races/{race}/heats/{heat}/times', {
          params: { path: { race, heat } },
          body,
        }),
      ),
    onSuccess: ({ race }) => {
      queryClient.setQueryData(scorerKeys.race(race.id), race);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: scorerKeys.races }),
  });
}
