import { queryOptions } from '@tanstack/react-query';

import { answer, apiClient } from '@/lib/api-client';
import type { ListedEvent } from '@/lib/api-types';
import { eventsQueryKey } from '@/lib/query-keys';

/** GET /events: the catalogue with each event's current registration state. */
export async function getEvents(signal?: AbortSignal): Promise<ListedEvent[]> {
  const { events } = await answer(apiClient.GET('/events', { signal }));
  return events;
}

/**
 * The events query: the public events page and the admin portal keep the same answer under the same
 * key, so a change made in the portal shows on the page too.
 */
export const eventsQueryOptions = () =>
  queryOptions({
    queryKey: eventsQueryKey,
    queryFn: ({ signal }) => getEvents(signal),
  });
