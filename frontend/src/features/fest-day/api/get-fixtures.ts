import { useQuery } from '@tanstack/react-query';

import { answer, apiClient } from '@/lib/api-client';

import { festDayKeys } from './query-keys';
import type { FixtureSet, FixtureSetSummary } from './types';

/** GET /fixtures (open) -> {success, sets}: every published set, by event and category. */
export async function getFixtureList(signal?: AbortSignal): Promise<FixtureSetSummary[]> {
  const { sets } = await answer(apiClient.GET('/fixtures', { signal }));
  return sets;
}

/** The published sets (the schedule's sports, an event's categories). */
export function useFixtureList() {
  return useQuery({
    queryKey: festDayKeys.fixtureList,
    queryFn: ({ signal }) => getFixtureList(signal),
  });
}

/**
 * GET /fixtures/{event}?category (open) -> {success, fixtures}: an event's published fixtures; 404
 * when none are published, 422 when the event has categories and none is named.
 */
export async function getFixtures(
  event: string,
  category: string,
  signal?: AbortSignal,
): Promise<FixtureSet> {
  const query = category === '' ? {} : { category };
  const { fixtures } = await answer(
    apiClient.GET('/fixtures/{event}', { params: { path: { event }, query }, signal }),
  );
  return fixtures;
}

/** An event's fixtures in a category ('' for none), once `enabled`. */
export function useFixtures(event: string, category: string, enabled: boolean) {
  return useQuery({
    queryKey: festDayKeys.fixtureSet(event, category),
    queryFn: ({ signal }) => getFixtures(event, category, signal),
    enabled,
  });
}
