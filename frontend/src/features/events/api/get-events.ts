import { useCallback, useEffect, useState } from 'react';
import type { EventInfo } from 'fest-shared-wasm';

import { api, errorMessage } from '@/lib/api-client';

/**
 * One event of GET /events: the shared catalogue's EventInfo plus the server's current registration
 * state, which an admin may override and which wins over the catalogue's `registrationOpen`.
 */
export type FestEvent = EventInfo & { isRegistrationOpen: boolean };

export interface EventsResponse {
  success: boolean;
  events: FestEvent[];
}

let cached: Promise<FestEvent[]> | undefined;

/**
 * GET /events, shared by every caller until it fails (a failure is not kept, so a later call tries
 * again). The route starts it while the page's code is still loading.
 */
export function getEvents(): Promise<FestEvent[]> {
  cached ??= api.get<EventsResponse>('/events').then(
    (body) => (Array.isArray(body.events) ? body.events : []),
    (error: unknown) => {
      cached = undefined;
      throw error;
    },
  );
  return cached;
}

/** Starts loading the events (errors are reported by whoever reads them). */
export function prefetchEvents(): void {
  getEvents().catch(() => undefined);
}

/** Forgets the loaded events (tests). */
export function resetEventsCache(): void {
  cached = undefined;
}

export const EVENTS_LOAD_FAILED = 'Could not load the events.';

export type EventsState =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; events: FestEvent[] };

/** The events, with a `retry` after a failure. */
export function useEvents(): EventsState & { retry: () => void } {
  const [state, setState] = useState<EventsState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    getEvents().then(
      (events) => {
        if (live) setState({ status: 'ready', events });
      },
      (error: unknown) => {
        if (live) setState({ status: 'error', message: errorMessage(error, EVENTS_LOAD_FAILED) });
      },
    );
    return () => {
      live = false;
    };
  }, [attempt]);

  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, []);

  return { ...state, retry };
}
