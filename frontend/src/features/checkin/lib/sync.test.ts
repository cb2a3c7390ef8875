import 'fake-indexeddb/auto';

import { IDBFactory } from 'fake-indexeddb';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { ApiError } from '@/lib/api-client';
import type { SyncResponse } from '@/lib/api-types';

import { openCheckinStore, type CheckinStore, type QueuedScan } from './store';
import { batches, singleFlight, SYNC_BATCH_SIZE, syncQueue } from './sync';

let store: CheckinStore;

beforeEach(async () => {
  globalThis.indexedDB = new IDBFactory();
  store = await openCheckinStore('test-sync');
  return () => {
    store.close();
  };
});

const scan = (n: number): QueuedScan => ({
  id: `scan-${n}`,
  token: `token-${n}`,
  gate: 'North',
  direction: 'in',
  scannedAt: new Date(Date.UTC(2026, 1, 20, 5, 0, n)).toISOString(),
});

/** The server's answer to `scans`: each recorded as ok. */
const answer = (scans: readonly QueuedScan[]): SyncResponse => ({
  success: true,
  results: scans.map((s) => ({
    id: s.id,
    success: true,
    result: 'ok',
    message: 'Checked in.',
    pass: null,
    checkedInAt: s.scannedAt,
    gate: s.gate,
    by: 'asha',
    list: { id: 'fest-gates', name: 'Fest gates' },
    direction: s.direction ?? 'in',
    inside: null,
  })),
});

describe('batches', () => {
  it('slices a list into parts of at most the size', () => {
    expect(batches([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]]);
    expect(batches([], 2)).toEqual([]);
  });
});

describe('syncing the waiting scans', () => {
  it('sends them oldest first and forgets each one the server answered', async () => {
    for (const n of [1, 2, 3]) await store.enqueue(scan(n));
    const send = vi.fn((scans: QueuedScan[]) => Promise.resolve(answer(scans)));

    const outcome = await syncQueue(store, send);

    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith([scan(1), scan(2), scan(3)]);
    expect(outcome.error).toBeNull();
    expect(outcome.synced.map((r) => r.id)).toEqual(['scan-1', 'scan-2', 'scan-3']);
    expect(await store.count()).toBe(0);
  });

  it('sends each scan with the way it counted (out at a list that counts exits)', async () => {
    const leaving: QueuedScan = { ...scan(1), gate: 'Pronite', direction: 'out' };
    await store.enqueue(leaving);
    await store.enqueue({ ...scan(2), gate: 'Pronite' });
    const send = vi.fn((scans: QueuedScan[]) => Promise.resolve(answer(scans)));

    const outcome = await syncQueue(store, send);

    expect(send).toHaveBeenCalledWith([leaving, { ...scan(2), gate: 'Pronite' }]);
    expect(send.mock.calls[0]?.[0].map((s) => s.direction)).toEqual(['out', 'in']);
    expect(outcome.synced.map((r) => r.direction)).toEqual(['out', 'in']);
  });

  it('sends at most 500 scans a call, in order', async () => {
    expect(SYNC_BATCH_SIZE).toBe(500);
    for (let n = 1; n <= 1203; n++) await store.enqueue(scan(n));
    const send = vi.fn((scans: QueuedScan[]) => Promise.resolve(answer(scans)));

    await syncQueue(store, send);

    expect(send.mock.calls.map(([scans]) => scans.length)).toEqual([500, 500, 203]);
    expect(send.mock.calls.flatMap(([scans]) => scans.map((s) => s.id))).toEqual(
      Array.from({ length: 1203 }, (_, i) => `scan-${i + 1}`),
    );
    expect(await store.count()).toBe(0);
  });

  it('keeps every scan when the sync fails, and sends the same ids next time', async () => {
    for (const n of [1, 2]) await store.enqueue(scan(n));
    const offline = new ApiError(0, 'Could not reach the server.');
    const failing = vi.fn(() => Promise.reject(offline));

    const outcome = await syncQueue(store, failing);

    expect(outcome).toEqual({ synced: [], error: offline });
    expect(await store.pending()).toEqual([scan(1), scan(2)]);

    const send = vi.fn((scans: QueuedScan[]) => Promise.resolve(answer(scans)));
    await syncQueue(store, send);
    expect(send).toHaveBeenCalledWith([scan(1), scan(2)]);
    expect(await store.count()).toBe(0);
  });

  it('stops at a failed batch: the earlier ones are forgotten, the rest kept', async () => {
    for (let n = 1; n <= 1100; n++) await store.enqueue(scan(n));
    const send = vi
      .fn<(scans: QueuedScan[]) => Promise<SyncResponse>>()
      .mockImplementationOnce((scans) => Promise.resolve(answer(scans)))
      .mockRejectedValueOnce(new ApiError(503, ''));

    const outcome = await syncQueue(store, send);

    expect(send).toHaveBeenCalledTimes(2);
    expect(outcome.synced).toHaveLength(500);
    expect(outcome.error).toBeInstanceOf(ApiError);
    const left = await store.pending();
    expect(left).toHaveLength(600);
    expect(left[0]).toEqual(scan(501));
  });

  it('keeps a scan the server did not answer for', async () => {
    for (const n of [1, 2]) await store.enqueue(scan(n));
    await syncQueue(store, () => Promise.resolve(answer([scan(2)])));
    expect(await store.pending()).toEqual([scan(1)]);
  });

  it('does nothing when no scan waits', async () => {
    const send = vi.fn();
    expect(await syncQueue(store, send)).toEqual({ synced: [], error: null });
    expect(send).not.toHaveBeenCalled();
  });
});

/** A promise and the function that settles it, for tasks the test finishes by hand. */
function gate() {
  let open!: () => void;
  let fail!: (error: Error) => void;
  const done = new Promise<void>((resolve, reject) => {
    open = resolve;
    fail = reject;
  });
  return { done, open, fail };
}

describe('singleFlight', () => {
  it('runs one task at a time, and one more after it however many calls came meanwhile', async () => {
    const gates = [gate(), gate()];
    let started = 0;
    let concurrent = 0;
    let most = 0;
    const sync = singleFlight(async () => {
      const mine = gates[started];
      started += 1;
      concurrent += 1;
      most = Math.max(most, concurrent);
      try {
        await mine?.done;
      } finally {
        concurrent -= 1;
      }
    });

    const first = sync();
    const second = sync();
    const third = sync();
    expect(started).toBe(1);
    expect(third).toBe(second);

    gates[0]?.open();
    await first;
    // The follow-up starts once the first is over, never beside it.
    await vi.waitFor(() => {
      expect(started).toBe(2);
    });
    gates[1]?.open();
    await second;
    expect(started).toBe(2);
    expect(most).toBe(1);

    // Idle again: the next call starts a run of its own at once.
    gates.push(gate());
    const fourth = sync();
    expect(started).toBe(3);
    gates[2]?.open();
    await fourth;
  });

  it('runs the follow-up even when the run before it failed', async () => {
    const first = gate();
    const calls: string[] = [];
    const sync = singleFlight(async () => {
      calls.push(calls.length === 0 ? 'failing' : 'next');
      if (calls.length === 1) await first.done;
    });
    const failing = sync();
    const next = sync();
    first.fail(new Error('network'));
    await expect(failing).rejects.toThrow('network');
    await next;
    expect(calls).toEqual(['failing', 'next']);
  });
});
