import { api } from '@/lib/api-client';

import { useRemote } from '../hooks/use-remote';
import type { AdminEvent } from '../types';

export interface EventsResponse {
  success: boolean;
  events: AdminEvent[];
}

/** GET /events: the catalogue with each event's current registration state. */
export function getEvents(signal?: AbortSignal): Promise<AdminEvent[]> {
  return api
    .get<EventsResponse>('/events', { signal })
    .then((body) => (Array.isArray(body.events) ? body.events : []));
}

export function useAdminEvents() {
  return useRemote('events', getEvents, 'Failed to load the events');
}
