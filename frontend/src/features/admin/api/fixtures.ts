import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { ApiError, answer, apiClient } from '@/lib/api-client';
import type { components } from '@/lib/api-schema.gen';

import { adminKeys } from './query-keys';

type Schemas = components['schemas'];

/** One event's (and category's) fixtures as staff see them, with the version to send back. */
export type FixtureSet = Schemas['FixtureSetView'];
export type FixtureMatch = Schemas['MatchView'];
export type FixtureFormat = Schemas['Format'];
export type PaidTeam = Schemas['PaidTeam'];
export type Venue = Schemas['VenueView'];
export type PlaceRequest = Schemas['PlaceRequest'];

/** The category to send: none for an event without categories. */
const categoryQuery = (category: string) => (category === '' ? {} : { category });

export const fixtureSetKey = (event: string, category: string) =>
  [...adminKeys.fixtures, event, category] as const;
export const fixtureTeamsKey = (event: string, category: string) =>
  [...adminKeys.fixtureTeams, event, category] as const;

/**
 * GET /admin/fixtures/{event}?category= (staff): the set, draft or published; null when there is
 * none yet (404).
 */
export async function getFixtureSet(
  event: string,
  category: string,
  signal?: AbortSignal,
): Promise<FixtureSet | null> {
  try {
    const { fixtures } = await answer(
      apiClient.GET('/admin/fixtures/{event}', {
        params: { path: { event }, query: categoryQuery(category) },
        signal,
      }),
    );
    return fixtures;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export function useFixtureSet(event: string, category: string, enabled: boolean) {
  return useQuery({
    queryKey: fixtureSetKey(event, category),
    queryFn: ({ signal }) => getFixtureSet(event, category, signal),
    enabled: enabled && event !== '',
  });
}

/** GET /admin/fixtures/{event}/teams?category= (staff): the paid teams, in the order they paid. */
export function usePaidTeams(event: string, category: string, enabled: boolean) {
  return useQuery({
    queryKey: fixtureTeamsKey(event, category),
    queryFn: async ({ signal }) =>
      (
        await answer(
          apiClient.GET('/admin/fixtures/{event}/teams', {
            params: { path: { event }, query: categoryQuery(category) },
            signal,
          }),
        )
      ).teams,
    enabled: enabled && event !== '',
  });
}

/** GET /venues: every venue, by name. */
export function useVenues() {
  return useQuery({
    queryKey: adminKeys.venues,
    queryFn: async ({ signal }) => (await answer(apiClient.GET('/venues', { signal }))).venues,
  });
}

/**
 * The changes to a set: each answers with the set as it now is, which replaces the cached one (so
 * the next change sends the new version).
 */
function useSetChange<Args>(
  event: string,
  category: string,
  change: (args: Args) => Promise<{ fixtures: FixtureSet }>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: ({ fixtures }) => {
      queryClient.setQueryData(fixtureSetKey(event, category), fixtures);
    },
    onError: (error) => {
      // Changed meanwhile by someone else: read it again.
      if (error instanceof ApiError && error.status === 409) {
        void queryClient.invalidateQueries({ queryKey: fixtureSetKey(event, category) });
      }
    },
  });
}

/** POST /admin/fixtures/{event}: generates the draft from the paid teams (replacing a draft). */
export function useGenerateFixtures(event: string, category: string) {
  return useSetChange(event, category, (format: FixtureFormat) =>
    answer(
      apiClient.POST('/admin/fixtures/{event}', {
        params: { path: { event } },
        body: { format, ...(category === '' ? {} : { category }) },
      }),
    ),
  );
}

/** POST /admin/fixture-sets/{set}/swap {a, b, version}: swaps two teams' places. */
export function useSwapTeams(event: string, category: string) {
  return useSetChange(
    event,
    category,
    ({ set, a, b, version }: { set: string; a: string; b: string; version: number }) =>
      answer(
        apiClient.POST('/admin/fixture-sets/{set}/swap', {
          params: { path: { set } },
          body: { a, b, version },
        }),
      ),
  );
}

/**
 * PUT /admin/fixture-sets/{set}/matches/{match}/schedule {venueId, day, start, end, version}: a
 * match's place; 409 with the clash in words when a team or the venue is busy then.
 */
export function useScheduleMatch(event: string, category: string) {
  return useSetChange(
    event,
    category,
    ({ set, match, place }: { set: string; match: string; place: PlaceRequest }) =>
      answer(
        apiClient.PUT('/admin/fixture-sets/{set}/matches/{match}/schedule', {
          params: { path: { set, match } },
          body: place,
        }),
      ),
  );
}

/** POST /admin/fixture-sets/{set}/publish {version}: everybody sees the set; results may be entered. */
export function usePublishFixtures(event: string, category: string) {
  return useSetChange(event, category, ({ set, version }: { set: string; version: number }) =>
    answer(
      apiClient.POST('/admin/fixture-sets/{set}/publish', {
        params: { path: { set } },
        body: { version },
      }),
    ),
  );
}

/**
 * POST /admin/fixture-sets/{set}/next-round {version}: pairs the next round of published Swiss
 * fixtures (the set's `nextRound`); 422 in words while the last round is unfinished.
 */
export function usePairNextRound(event: string, category: string) {
  return useSetChange(event, category, ({ set, version }: { set: string; version: number }) =>
    answer(
      apiClient.POST('/admin/fixture-sets/{set}/next-round', {
        params: { path: { set } },
        body: { version },
      }),
    ),
  );
}

/** DELETE /admin/fixture-sets/{set}?version=: discards a draft. */
export function useDiscardFixtures(event: string, category: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ set, version }: { set: string; version: number }) =>
      answer(
        apiClient.DELETE('/admin/fixture-sets/{set}', {
          params: { path: { set }, query: { version } },
        }),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: fixtureSetKey(event, category) }),
  });
}

/** POST /admin/venues {name} and DELETE /admin/venues/{id}: each answers with every venue. */
export function useVenueChanges() {
  const queryClient = useQueryClient();
  const onSuccess = ({ venues }: { venues: Venue[] }) => {
    queryClient.setQueryData(adminKeys.venues, venues);
  };
  const add = useMutation({
    mutationFn: (name: string) => answer(apiClient.POST('/admin/venues', { body: { name } })),
    onSuccess,
  });
  const remove = useMutation({
    mutationFn: (id: string) =>
      answer(apiClient.DELETE('/admin/venues/{id}', { params: { path: { id } } })),
    onSuccess,
  });
  return { add, remove };
}
