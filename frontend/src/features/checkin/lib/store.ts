/* eslint-disable lingui/no-unlocalized-strings -- the device's database: names never shown */
/**
 * What the gate scanner keeps on the device (IndexedDB, through `idb`), so that it works after a
 * reload without a network: the scans made offline, waiting to be synced, and the last check-in
 * bundle the server sent.
 */
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';

import type { BundleResponse, OfflineScan } from '@/lib/api-types';

/** A scan made without an answer from the server: what POST /checkin/sync takes, with its own id. */
export type QueuedScan = OfflineScan & { id: string };

interface CheckinDb extends DBSchema {
  /** Scans waiting to be synced, keyed by an increasing number: the order they were made in. */
  scans: { key: number; value: QueuedScan; indexes: { 'by-id': string } };
  /** The last bundle, under BUNDLE_KEY. */
  bundle: { key: string; value: BundleResponse };
}

export const DB_NAME = 'fest-checkin';
const DB_VERSION = 1;
const BUNDLE_KEY = 'last';

export interface CheckinStore {
  /** Keeps `scan` until it is synced. A scan whose id is already kept is not kept twice (false). */
  enqueue(scan: QueuedScan): Promise<boolean>;
  /** The scans waiting, oldest first. */
  pending(): Promise<QueuedScan[]>;
  /** How many scans are waiting. */
  count(): Promise<number>;
  /** Forgets the scans with these ids (synced). Unknown ids are ignored. */
  remove(ids: readonly string[]): Promise<void>;
  saveBundle(bundle: BundleResponse): Promise<void>;
  /** The last bundle kept, if any. */
  loadBundle(): Promise<BundleResponse | undefined>;
  close(): void;
}

/** Opens (and on first use creates) the scanner's database. */
export async function openCheckinStore(name: string = DB_NAME): Promise<CheckinStore> {
  const db: IDBPDatabase<CheckinDb> = await openDB<CheckinDb>(name, DB_VERSION, {
    upgrade(database) {
      const scans = database.createObjectStore('scans', { autoIncrement: true });
      scans.createIndex('by-id', 'id', { unique: true });
      database.createObjectStore('bundle');
    },
  });

  return {
    async enqueue(scan) {
      const tx = db.transaction('scans', 'readwrite');
      const known = await tx.store.index('by-id').getKey(scan.id);
      if (known === undefined) await tx.store.add(scan);
      await tx.done;
      return known === undefined;
    },
    pending: () => db.getAll('scans'),
    count: () => db.count('scans'),
    async remove(ids) {
      const tx = db.transaction('scans', 'readwrite');
      const index = tx.store.index('by-id');
      for (const id of ids) {
        const key = await index.getKey(id);
        if (key !== undefined) await tx.store.delete(key);
      }
      await tx.done;
    },
    async saveBundle(bundle) {
      await db.put('bundle', bundle, BUNDLE_KEY);
    },
    loadBundle: () => db.get('bundle', BUNDLE_KEY),
    close: () => {
      db.close();
    },
  };
}

/**
 * The same store in memory, for a browser that refuses IndexedDB (some private windows): scanning
 * and syncing work, but what is waiting is lost with the page.
 */
export function memoryCheckinStore(): CheckinStore {
  let scans: QueuedScan[] = [];
  let bundle: BundleResponse | undefined;
  return {
    enqueue(scan) {
      if (scans.some((s) => s.id === scan.id)) return Promise.resolve(false);
      scans.push(scan);
      return Promise.resolve(true);
    },
    pending: () => Promise.resolve([...scans]),
    count: () => Promise.resolve(scans.length),
    remove(ids) {
      const gone = new Set(ids);
      scans = scans.filter((s) => !gone.has(s.id));
      return Promise.resolve();
    },
    saveBundle(next) {
      bundle = next;
      return Promise.resolve();
    },
    loadBundle: () => Promise.resolve(bundle),
    close: () => undefined,
  };
}
