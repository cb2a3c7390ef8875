import 'fake-indexeddb/auto';

import { IDBFactory } from 'fake-indexeddb';
import { beforeEach, describe, expect, it } from 'vitest';

import type { BundleResponse } from '@/lib/api-types';

import { memoryCheckinStore, openCheckinStore, type CheckinStore, type QueuedScan } from './store';

beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
});

const scan = (n: number): QueuedScan => ({
  id: `scan-${n}`,
  token: `token-${n}`,
  gate: 'North',
  direction: n % 2 === 0 ? 'out' : 'in',
  scannedAt: `2026-02-20T05:${String(n % 60).padStart(2, '0')}:00Z`,
});

const bundle: BundleResponse = {
  success: true,
  publicKey: 'key',
  revoked: ['aaaaaaaaaaaaaaa1'],
  used: [
    { passId: 'aaaaaaaaaaaaaaa2', checkedInAt: '2026-02-20T05:00:00Z', gate: 'North', by: 'asha' },
  ],
  lists: [
    {
      id: 'pronite',
      name: 'Pronite',
      kind: 'access',
      mode: 'in_out',
      events: null,
      gates: ['Pronite'],
      requiresStay: false,
      isDefault: false,
    },
  ],
  entries: [
    {
      list: 'pronite',
      passId: 'aaaaaaaaaaaaaaa2',
      inside: true,
      at: '2026-02-20T05:00:00Z',
      gate: 'Pronite',
      by: 'asha',
    },
  ],
  blocked: [{ list: 'pronite', passId: 'aaaaaaaaaaaaaaa3', reason: 'Fought at the gate' }],
  guests: ['aaaaaaaaaaaaaaa2'],
  generatedAt: '2026-02-20T05:01:00Z',
};

describe.each([
  ['IndexedDB', () => openCheckinStore('test-checkin')],
  ['memory', () => Promise.resolve(memoryCheckinStore())],
] as const)('the check-in store (%s)', (_, open: () => Promise<CheckinStore>) => {
  it('keeps scans in the order they were made, once per id', async () => {
    const store = await open();
    expect(await store.enqueue(scan(2))).toBe(true);
    expect(await store.enqueue(scan(1))).toBe(true);
    expect(await store.enqueue(scan(3))).toBe(true);
    // The same scan again (e.g. a retried write) is not kept twice.
    expect(await store.enqueue({ ...scan(1), token: 'other' })).toBe(false);
    expect(await store.count()).toBe(3);
    expect((await store.pending()).map((s) => s.id)).toEqual(['scan-2', 'scan-1', 'scan-3']);
    expect((await store.pending())[1]).toEqual(scan(1));
    store.close();
  });

  it('forgets synced scans and ignores unknown ids', async () => {
    const store = await open();
    for (const n of [1, 2, 3]) await store.enqueue(scan(n));
    await store.remove(['scan-1', 'scan-3', 'nope']);
    expect(await store.pending()).toEqual([scan(2)]);
    expect(await store.count()).toBe(1);
    store.close();
  });

  it('keeps the last bundle', async () => {
    const store = await open();
    expect(await store.loadBundle()).toBeUndefined();
    await store.saveBundle(bundle);
    await store.saveBundle({ ...bundle, revoked: [] });
    expect(await store.loadBundle()).toEqual({ ...bundle, revoked: [] });
    store.close();
  });
});

describe('the IndexedDB store', () => {
  it('keeps the waiting scans and the bundle across a reload', async () => {
    const first = await openCheckinStore('test-reload');
    await first.enqueue(scan(1));
    await first.saveBundle(bundle);
    first.close();

    const second = await openCheckinStore('test-reload');
    expect(await second.pending()).toEqual([scan(1)]);
    expect(await second.loadBundle()).toEqual(bundle);
    second.close();
  });
});
