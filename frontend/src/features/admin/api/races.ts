/* eslint-disable lingui/no-unlocalized-strings -- query keys, file names, console-only contexts */
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';

import { ApiError, answer, apiClient } from '@/lib/api-client';
import type { components } from '@/lib/api-schema.gen';
import type { Race, RaceSummary } from '@/lib/races';

import { adminKeys } from './query-keys';

type Schemas = components['schemas'];

/** POST /admin/races: a category, a discipline, the lanes and how athletes are put in heats. */
export type DrawRaceRequest = Schemas['DrawRaceRequest'];
/** POST /admin/races/{race}/final: how the final is filled. */
export type RaceFinalRequest = Schemas['RaceFinalRequest'];
/** A paid entry of a race, before its heats are drawn. */
export type RaceEntry = Schemas['RaceEntryView'];
/** PUT /admin/races/{race}/heats/{heat}/schedule: a venue, a day, a start and an end. */
export type PlaceRequest = Schemas['PlaceRequest'];

export const raceListKey = [...adminKeys.races, 'list'] as const;
export const raceKey = (race: string) => [...adminKeys.races, 'race', race] as const;
export const raceEntriesKey = (category: string, discipline: string) =>
  [...adminKeys.raceEntries, category, discipline] as const;

/** GET /admin/races (staff): every race, drafts included, by category and discipline. */
export function useStaffRaces() {
  return useQuery({
    queryKey: raceListKey,
    queryFn: async ({ signal }) => (await answer(apiClient.GET('/admin/races', { signal }))).races,
  });
}

/** GET /admin/races/{race} (staff): a race, draft or published; none asked while `race` is null. */
export function useStaffRace(race: string | null) {
  return useQuery({
    queryKey: raceKey(race ?? ''),
    queryFn: async ({ signal }) =>
      (
        await answer(
          apiClient.GET('/admin/races/{race}', {
            params: { path: { race: race ?? '' } },
            signal,
          }),
        )
      ).race,
    enabled: race !== null,
  });
}

/**
 * GET /admin/races/entries?category&discipline (staff): who has paid to run it (or, in a field event,
 * to jump or throw), in the order they paid; 422 in words for an unknown category or discipline.
 */
export function useRaceEntries(category: string, discipline: string) {
  return useQuery({
    queryKey: raceEntriesKey(category, discipline),
    queryFn: async ({ signal }) =>
      (
        await answer(
          apiClient.GET('/admin/races/entries', {
            params: { query: { category, discipline } },
            signal,
          }),
        )
      ).athletes,
    enabled: category !== '' && discipline !== '',
  });
}

/** A race's line in the list, from the race as the server answered it. */
function summaryOf(race: Race): RaceSummary {
  const heats = race.heats.filter((h) => !h.final);
  return {
    id: race.id,
    category: race.category,
    discipline: race.discipline,
    kind: race.kind,
    title: race.title,
    state: race.state,
    version: race.version,
    athletes: race.athletes.length,
    heats: heats.length,
    hasFinal: heats.length < race.heats.length,
    complete: race.complete,
  };
}

/**
 * Keeps the cache in step with a race the server answered: the race itself, and its line in the list
 * (one race per category and discipline: a new draft replaces the one before). The list is asked for
 * again too.
 */
function remember(queryClient: QueryClient, race: Race): void {
  queryClient.setQueryData(raceKey(race.id), race);
  queryClient.setQueryData<RaceSummary[]>(raceListKey, (list) =>
    list
      ? [
          ...list.filter(
            (r) =>
              r.id !== race.id &&
              !(r.category === race.category && r.discipline === race.discipline),
          ),
          summaryOf(race),
        ]
      : list,
  );
  void queryClient.invalidateQueries({ queryKey: raceListKey });
}

/** A change to a race: the answer replaces the cached race; a 409 (changed meanwhile) reads it again. */
function useRaceChange<Args>(change: (args: Args) => Promise<{ race: Race; message: string }>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: ({ race }) => {
      remember(queryClient, race);
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 409) {
        void queryClient.invalidateQueries({ queryKey: adminKeys.races });
      }
    },
  });
}

/**
 * POST /admin/races {category, discipline, lanes, draw, seed?} (staff): draws the heats (a field
 * event's flights, `lanes` the places in each) from the paid entries as a draft (replacing an earlier
 * draft); 409 once published, 422 in words (an unknown discipline, too few athletes, bad lanes).
 */
export function useDrawRace() {
  return useRaceChange((body: DrawRaceRequest) => answer(apiClient.POST('/admin/races', { body })));
}

/** POST /admin/races/{race}/publish {version}: everybody sees the heats; scorers may time them. */
export function usePublishRace() {
  return useRaceChange(({ race, version }: { race: string; version: number }) =>
    answer(
      apiClient.POST('/admin/races/{race}/publish', {
        params: { path: { race } },
        body: { version },
      }),
    ),
  );
}

/**
 * POST /admin/races/{race}/final {version, finalists?, perHeat?}: draws the final from the heats'
 * times; 409 in words until every heat is timed, or for a field event (which has none).
 */
export function useDrawFinal() {
  return useRaceChange(({ race, body }: { race: string; body: RaceFinalRequest }) =>
    answer(
      apiClient.POST('/admin/races/{race}/final', {
        params: { path: { race } },
        body,
      }),
    ),
  );
}

/**
 * PUT /admin/races/{race}/heats/{heat}/schedule {venueId, day, start, end, version}: a heat's (or the
 * final's) place; 409 in words when one of its athletes or the venue is busy then (or the race changed
 * meanwhile), 422 at the field for a bad venue, day or time.
 */
export function useScheduleHeat() {
  return useRaceChange(
    ({ race, heat, place }: { race: string; heat: number; place: PlaceRequest }) =>
      answer(
        apiClient.PUT('/admin/races/{race}/heats/{heat}/schedule', {
          params: { path: { race, heat } },
          body: place,
        }),
      ),
  );
}

/** DELETE /admin/races/{race}?version=: discards a draft. */
export function useDiscardRace() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ race, version }: { race: string; version: number }) =>
      answer(
        apiClient.DELETE('/admin/races/{race}', {
          params: { path: { race }, query: { version } },
        }),
      ),
    onSuccess: (_, { race }) => {
      queryClient.setQueryData<RaceSummary[]>(raceListKey, (list) =>
        list?.filter((r) => r.id !== race),
      );
      queryClient.removeQueries({ queryKey: raceKey(race) });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: raceListKey }),
  });
}
