import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';

import { API_BASE } from '@/lib/api-client';
import { ATHLETICS_EVENT } from '@/lib/races';

import { festDayKeys } from '../api/query-keys';
import type { LiveUpdate } from '../api/types';

/** GET /live: the server-sent events of the fest day. */
export const LIVE_URL = `${API_BASE}/live`;

/**
 * Where the stream stands: connecting (not yet `ready`), live, reconnecting (the browser tries again
 * after a dropped connection), or unavailable (a browser without EventSource).
 */
export type LiveStatus = 'connecting' | 'live' | 'reconnecting' | 'unavailable';

function readUpdate(data: unknown): LiveUpdate | null {
  if (typeof data !== 'string') return null;
  try {
    const parsed = JSON.parse(data) as unknown;
    return parsed && typeof parsed === 'object' ? (parsed as LiveUpdate) : null;
  } catch {
    return null;
  }
}

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
 * Follows GET /live while the page is shown: every `update` refreshes the fixtures, schedule and
 * standings it touches, a `resync` (and a `ready` after a reconnection, when updates may have been
 * missed) refreshes them all. The stream is closed on unmount. Returns where the stream stands.
 */
export function useLiveUpdates(): LiveStatus {
  const client = useQueryClient();
  const [status, setStatus] = useState<LiveStatus>(() =>
    typeof EventSource === 'undefined' ? 'unavailable' : 'connecting',
  );

  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    const source = new EventSource(LIVE_URL);
    let connectedBefore = false;
    const refreshAll = () => {
      void client.invalidateQueries({ queryKey: festDayKeys.all });
    };
    const onReady = () => {
      if (connectedBefore) refreshAll();
      connectedBefore = true;
      setStatus('live');
    };
    const onUpdate = (event: Event) => {
      applyUpdate(client, readUpdate((event as MessageEvent).data));
    };
    const onError = () => {
      setStatus('reconnecting');
    };
    source.addEventListener('ready', onReady);
    source.addEventListener('update', onUpdate);
    source.addEventListener('resync', refreshAll);
    source.addEventListener('error', onError);
    return () => {
      source.removeEventListener('ready', onReady);
      source.removeEventListener('update', onUpdate);
      source.removeEventListener('resync', refreshAll);
      source.removeEventListener('error', onError);
      source.close();
    };
  }, [client]);

  return status;
}
