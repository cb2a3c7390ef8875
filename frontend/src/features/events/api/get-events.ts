import { queryOptions, useQuery } from '@tanstack/react-query';

import { api, errorMessage } from '@/lib/api-client';
import type { EventsResponse, ListedEvent } from '@/lib/api-types';
import { queryClient } from '@/lib/query-client';
import { eventsQueryKey } from '@/lib/query-keys';

/** GET /events: the catalogue with each event's current registration state. */
export async function getEvents(signal?: AbortSignal): Promise<ListedEvent[]> {
  const body = await api.get<EventsResponse>('/events', { signal });
  return Array.isArray(body.events) ? body.events : [];
}

/** The events query, shared with the admin portal, which refreshes it after a change. */
export const eventsQueryOptions = () =>
  queryOptions({
    queryKey: eventsQueryKey,
    queryFn: ({ signal }) => getEvents(signal),
  });

/** Starts loading the events (errors are reported by whoever reads them). */
export function prefetchEvents(): void {
  queryClient.query(eventsQueryOptions()).catch(() => undefined);
}

export const EVENTS_LOAD_FAILED = 'Could not load the events.';

export type EventsState =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; events: ListedEvent[] };

/** The events, with a `retry` after a failure. */
export function useEvents(): EventsState & { retry: () => void } {
  const query = useQuery(eventsQueryOptions());
  const retry = () => {
    void query.refetch();
  };
  if (query.data) return { status: 'ready', events: query.data, retry };
  if (query.isError && !query.isFetching) {
    return { status: 'error', message: errorMessage(query.error, EVENTS_LOAD_FAILED), retry };
  }
  return { status: 'loading', retry };
}
