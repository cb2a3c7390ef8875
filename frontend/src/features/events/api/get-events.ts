import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EventInfo } from 'fest-shared-wasm';

import { api, errorMessage } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';
import { eventsQueryKey } from '@/lib/query-keys';

/**
 * One event of GET /events: the shared catalogue's EventInfo plus the server's current registration
 * state, which an admin may override and which wins over the catalogue's `registrationOpen`.
 */
export type FestEvent = EventInfo & { isRegistrationOpen: boolean };

export interface EventsResponse {
  success: boolean;
  events: FestEvent[];
}

/** GET /events: the catalogue with each event's current registration state. */
export async function getEvents(signal?: AbortSignal): Promise<FestEvent[]> {
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
  | { status: 'ready'; events: FestEvent[] };

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
