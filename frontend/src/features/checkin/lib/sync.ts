import type { SyncedScan, SyncResponse } from '@/lib/api-types';

import type { CheckinStore, QueuedScan } from './store';

/** The most scans one POST /checkin/sync takes (the server refuses more). */
export const SYNC_BATCH_SIZE = 500;

/** How often the page tries to sync while scans are waiting. */
export const SYNC_INTERVAL_MS = 15_000;

export interface SyncOutcome {
  /** The server's answers to the scans it recorded, in the order they were sent. */
  synced: SyncedScan[];
  /** Why syncing stopped early (the scans not yet recorded stay on the device), else null. */
  error: unknown;
}

/** `items` in slices of at most `size`. */
export function batches<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/**
 * Sends the waiting scans, oldest first, in batches of at most SYNC_BATCH_SIZE, and forgets each scan
 * the server answered for. A batch that fails stops the sync: it and the later ones stay for the
 * next try (the server records each scan id once, so resending is safe).
 */
export async function syncQueue(
  store: CheckinStore,
  send: (scans: QueuedScan[]) => Promise<SyncResponse>,
): Promise<SyncOutcome> {
  const synced: SyncedScan[] = [];
  for (const batch of batches(await store.pending(), SYNC_BATCH_SIZE)) {
    let response: SyncResponse;
    try {
      response = await send(batch);
    } catch (error) {
      return { synced, error };
    }
    const sent = new Set(batch.map((scan) => scan.id));
    const answered = response.results
      .map((result) => result.id)
      .filter((id): id is string => typeof id === 'string' && sent.has(id));
    await store.remove(answered);
    synced.push(...response.results);
  }
  return { synced, error: null };
}

/**
 * Runs `task` one call at a time. A call while a run is under way does not start a second run
 * beside it: it asks for one more run after the current one ends, and every call made meanwhile
 * gets that one run's promise, however many calls came. A run that fails does not stop the next.
 */
export function singleFlight(task: () => Promise<void>): () => Promise<void> {
  let running: Promise<void> | null = null;
  let next: Promise<void> | null = null;
  const start = (): Promise<void> => {
    const run = task().finally(() => {
      if (running === run) running = null;
    });
    running = run;
    return run;
  };
  const again = () => {
    next = null;
    return start();
  };
  return () => {
    if (!running) return start();
    next ??= running.then(again, again);
    return next;
  };
}
