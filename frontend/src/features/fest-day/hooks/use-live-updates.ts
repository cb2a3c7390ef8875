import { useQueryClient, type QueryClient } from '@tanstack/react-query';

import { useLiveStream, type LiveStatus } from '@/lib/live-stream';
import { ATHLETICS_EVENT } from '@/lib/races';

import { festDayKeys } from '../api/query-keys';
import type { LiveUpdate } from '../api/types';

export type { LiveStatus } from '@/lib/live-stream';

/**
 * Asks again for what an update changed: the event's fixtures and the list of sets, the schedule, and
 * (for a result or a publication) the championship; for athletics (whose `setId` is a race's id) the
 * races and that race. An update that cannot be read asks for all.
 */
export function applyUpdate(client: QueryClient, update: LiveUpdate | null): void {
  if (!update || typeof update.event !== 'string') {
    void client.invalidateQueries({ queryKey: festDayKeys.all });
    return;
  }
  void client.invalidateQueries({ queryKey: festDayKeys.fixturesOf(update.event) });
  void client.invalidateQueries({ queryKey: festDayKeys.fixtureList });
  void client.invalidateQueries({ queryKey: festDayKeys.schedules });
  if (update.event === ATHLETICS_EVENT) {
    // The list of races and every race under it, the one of `setId` among them.
    void client.invalidateQueries({ queryKey: festDayKeys.races });
  }
  if (update.kind !== 'schedule') {
    void client.invalidateQueries({ queryKey: festDayKeys.standings });
  }
}

/**
 * Follows GET /live while the page is shown (`useLiveStream`): every `update` refreshes the fixtures,
 * schedule and standings it touches, a `resync` (and a `ready` after a reconnection, when updates may
 * have been missed) refreshes them all. The stream is closed on unmount. Returns where the stream
 * stands.
 */
export function useLiveUpdates(): LiveStatus {
  const client = useQueryClient();
  return useLiveStream({
    onUpdate: (update) => {
      applyUpdate(client, update);
    },
    onRefreshAll: () => {
      void client.invalidateQueries({ queryKey: festDayKeys.all });
    },
  });
}
