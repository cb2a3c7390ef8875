import { useEffect, useState } from 'react';

import { api } from '@/lib/api-client';

export interface RegisteredEventsResponse {
  success: boolean;
  events: { event: string }[];
}

/** SPEC 8: failures are only logged, with this text. */
export const REGISTERED_EVENTS_ERROR = 'Error fetching registered events';

/** GET /events/registered-events-name (bearer token): the events the signed-in user registered for. */
export async function getRegisteredEvents(signal?: AbortSignal): Promise<string[]> {
  const body = await api.get<RegisteredEventsResponse>('/events/registered-events-name', {
    signal,
  });
  return (Array.isArray(body.events) ? body.events : [])
    .map((entry) => entry.event)
    .filter((name): name is string => typeof name === 'string');
}

/**
 * The names of the events the signed-in user registered for; empty while signed out (no call is
 * made then), while loading and after a failure (which is logged only). `userId` re-asks after a
 * different user signs in.
 */
export function useRegisteredEvents(userId: string | null): readonly string[] {
  const [names, setNames] = useState<{ userId: string; names: string[] } | null>(null);

  useEffect(() => {
    if (userId === null) return;
    const controller = new AbortController();
    getRegisteredEvents(controller.signal).then(
      (list) => {
        setNames({ userId, names: list });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) console.error(REGISTERED_EVENTS_ERROR, error);
      },
    );
    return () => {
      controller.abort();
    };
  }, [userId]);

  return names !== null && names.userId === userId ? names.names : [];
}
