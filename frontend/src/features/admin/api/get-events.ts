import { api } from '@/lib/api-client';
import type { EventsResponse, ListedEvent } from '@/lib/api-types';

import { useAdminQuery } from '../hooks/use-admin-query';
import { adminKeys } from './query-keys';

/**
 * GET /events: the catalogue with each event's current registration state. The public events page
 * keeps the same answer under the same key, so a change made here shows there too.
 */
export function getEvents(signal?: AbortSignal): Promise<ListedEvent[]> {
  return api
    .get<EventsResponse>('/events', { signal })
    .then((body) => (Array.isArray(body.events) ? body.events : []));
}

export function useAdminEvents() {
  return useAdminQuery(adminKeys.events, getEvents, 'Failed to load the events');
}
