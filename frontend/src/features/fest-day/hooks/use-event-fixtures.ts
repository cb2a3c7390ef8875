import { useMemo } from 'react';

import { ApiError } from '@/lib/api-client';

import { useFixtureList, useFixtures } from '../api/get-fixtures';

/** The server has no published fixtures of the event (404), or not of that category (422). */
export const notPublished = (error: unknown) =>
  error instanceof ApiError && (error.status === 404 || error.status === 422);

/**
 * An event's published fixtures in the category named (`?category=`), else in its first category:
 * the list of sets tells which categories the event has; without it, the category named (if any) is
 * asked. Returns the event's categories, the category shown and the set's query.
 */
export function useEventFixtures(event: string, named: string | null) {
  const list = useFixtureList();
  const categories = useMemo(
    () =>
      [
        ...new Set((list.data ?? []).filter((s) => s.event === event).map((s) => s.category)),
      ].filter((c) => c !== ''),
    [list.data, event],
  );
  const category = named ?? categories[0] ?? '';
  const fixtures = useFixtures(event, category, !list.isPending);
  return { categories, category, fixtures };
}
