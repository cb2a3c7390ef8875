/**
 * GET /live, the server-sent events of the fest day, as any page follows them: each page says what an
 * update makes it ask for again (the public pages their fixtures, schedule and races; the scorer's page
 * its lists).
 */
import { useEffect, useEffectEvent, useState } from 'react';

import { API_BASE } from './api-client';
import type { components } from './api-schema.gen';

/** What changed, as GET /live sends it in an `update` event. */
export type LiveUpdate = components['schemas']['LiveUpdate'];

/** GET /live: the server-sent events of the fest day. */
export const LIVE_URL = `${API_BASE}/live`;

/**
 * Where the stream stands: connecting (not yet `ready`), live, reconnecting (the browser tries again
 * after a dropped connection), or unavailable (a browser without EventSource).
 */
export type LiveStatus = 'connecting' | 'live' | 'reconnecting' | 'unavailable';

/** An update's data as sent (JSON text), or null when it cannot be read. */
export function readUpdate(data: unknown): LiveUpdate | null {
  if (typeof data !== 'string') return null;
  try {
    const parsed = JSON.parse(data) as unknown;
    return parsed && typeof parsed === 'object' ? (parsed as LiveUpdate) : null;
  } catch {
    return null;
  }
}

/**
 * Follows GET /live while the component is shown: every `update` goes to `onUpdate` (null when it
 * cannot be read); a `resync`, and a `ready` after a reconnection (when updates may have been
 * missed), to `onRefreshAll`. The handlers may change between renders without reconnecting; the stream
 * is closed on unmount. Returns where the stream stands.
 */
export function useLiveStream({
  onUpdate,
  onRefreshAll,
}: {
  onUpdate: (update: LiveUpdate | null) => void;
  onRefreshAll: () => void;
}): LiveStatus {
  const [status, setStatus] = useState<LiveStatus>(() =>
    typeof EventSource === 'undefined' ? 'unavailable' : 'connecting',
  );
  const update = useEffectEvent((data: unknown) => {
    onUpdate(readUpdate(data));
  });
  const refreshAll = useEffectEvent(() => {
    onRefreshAll();
  });

  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    const source = new EventSource(LIVE_URL);
    let connectedBefore = false;
    const onReady = () => {
      if (connectedBefore) refreshAll();
      connectedBefore = true;
      setStatus('live');
    };
    const onMessage = (event: Event) => {
      update((event as MessageEvent).data);
    };
    const onResync = () => {
      refreshAll();
    };
    const onError = () => {
      setStatus('reconnecting');
    };
    source.addEventListener('ready', onReady);
    source.addEventListener('update', onMessage);
    source.addEventListener('resync', onResync);
    source.addEventListener('error', onError);
    return () => {
      source.removeEventListener('ready', onReady);
      source.removeEventListener('update', onMessage);
      source.removeEventListener('resync', onResync);
      source.removeEventListener('error', onError);
      source.close();
    };
  }, []);

  return status;
}
