import { useQuery } from '@tanstack/react-query';

import { answer, apiClient } from '@/lib/api-client';
import { registeredEventsQueryKey } from '@/lib/query-keys';

/** SPEC 8: failures are only logged, with this text (for the console: not translated). */
// eslint-disable-next-line lingui/no-unlocalized-strings -- logged only
export const REGISTERED_EVENTS_ERROR = 'Error fetching registered events';

/** GET /events/registered-events-name (bearer token): the events the signed-in user registered for. */
export async function getRegisteredEvents(signal?: AbortSignal): Promise<string[]> {
  const { events } = await answer(apiClient.GET('/events/registered-events-name', { signal }));
  return events.map((entry) => entry.event);
}

/** One cache entry per signed-in user. */
const registeredEventsOf = (userId: string) => [...registeredEventsQueryKey, userId] as const;

const NONE: readonly string[] = [];

/**
 * The names of the events the signed-in user registered for; empty while signed out (no call is
 * made then), while loading and after a failure (which is logged only). `userId` re-asks after a
 * different user signs in.
 */
export function useRegisteredEvents(userId: string | null): readonly string[] {
  const query = useQuery({
    queryKey: registeredEventsOf(userId ?? ''),
    queryFn: async ({ signal }) => {
      try {
        return await getRegisteredEvents(signal);
      } catch (error) {
        if (!signal.aborted) console.error(REGISTERED_EVENTS_ERROR, error);
        throw error;
      }
    },
    enabled: userId !== null,
    retry: false,
  });
  return userId !== null && query.data ? query.data : NONE;
}
