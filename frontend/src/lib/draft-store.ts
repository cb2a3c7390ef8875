/**
 * Registration drafts kept on the device (IndexedDB, through `idb`): a wizard's values and step as
 * they are typed, one record per user and event, so a reload, a closed tab or a sign-in does not lose
 * them. Aadhaar numbers are never stored as typed: each `aadharId` is encrypted with AES-GCM under a
 * key made once per device (WebCrypto, not extractable: the page can use it, nothing can read it
 * out) and kept in the same database, since a CryptoKey is structured-cloneable. Names, e-mails and
 * phones stay readable on the device, like any form the browser restores; on sign-out the user's
 * drafts are removed (`forgetUserDrafts`), and so are those of another user when a wizard opens.
 */
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';

/** What a draft record holds (values with every Aadhaar number sealed). */
export interface StoredDraft {
  userId: string;
  eventId: string;
  values: unknown;
  step: number;
  /** When the values were typed (this device's clock, ms). */
  savedAt: number;
  /** The server's `updatedAt` of the copy these values were last pushed as, if any. */
  serverAt?: string;
}

/** A draft as the wizard reads it: the values as typed. */
export type DeviceDraft = StoredDraft;

interface DraftDb extends DBSchema {
  drafts: { key: string; value: StoredDraft; indexes: { 'by-user': string } };
  /** The device's AES-GCM key, under KEY_NAME. */
  keys: { key: string; value: CryptoKey };
}

export const DB_NAME = 'fest-drafts';
const DB_VERSION = 1;
const KEY_NAME = 'aadhaar';
/** What a sealed Aadhaar number starts with. */
export const SEALED_PREFIX = 'sealed:v1:';

const keyOf = (userId: string, eventId: string) => `${userId}\u0000${eventId}`;

const toBase64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));
const fromBase64 = (text: string) => Uint8Array.from(atob(text), (c) => c.charCodeAt(0));

/** A copy of `value` with every string at an `aadharId` key replaced by what `map` makes of it. */
async function mapAadhaar(
  value: unknown,
  map: (text: string) => Promise<string>,
): Promise<unknown> {
  if (Array.isArray(value)) return Promise.all(value.map((item) => mapAadhaar(item, map)));
  if (value === null || typeof value !== 'object') return value;
  const entries = await Promise.all(
    Object.entries(value).map(async ([key, item]): Promise<[string, unknown]> => [
      key,
      key === 'aadharId' && typeof item === 'string' && item !== ''
        ? await map(item)
        : await mapAadhaar(item, map),
    ]),
  );
  return Object.fromEntries(entries);
}

export interface DraftStore {
  /**
   * Keeps the values (Aadhaar numbers sealed) and step of a user's wizard for an event; resolves to
   * the time it records (`savedAt`).
   */
  save(userId: string, eventId: string, values: unknown, step: number): Promise<number>;
  /** The draft kept, its Aadhaar numbers opened (one that cannot be opened is left blank). */
  load(userId: string, eventId: string): Promise<DeviceDraft | undefined>;
  /** Records that the values saved at `savedAt` are the server's copy of `serverAt`. */
  markPushed(userId: string, eventId: string, savedAt: number, serverAt: string): Promise<void>;
  remove(userId: string, eventId: string): Promise<void>;
  /** Removes every draft of this user (sign-out), or of everyone but them (`except`). */
  removeUser(userId: string, except?: boolean): Promise<void>;
  /** The record as stored (tests check what is kept). */
  raw(userId: string, eventId: string): Promise<StoredDraft | undefined>;
  close(): void;
}

/** Opens (and on first use creates) the drafts' database and the device's key. */
export async function openDraftStore(name: string = DB_NAME): Promise<DraftStore> {
  const db: IDBPDatabase<DraftDb> = await openDB<DraftDb>(name, DB_VERSION, {
    upgrade(database) {
      const drafts = database.createObjectStore('drafts');
      drafts.createIndex('by-user', 'userId');
      database.createObjectStore('keys');
    },
  });
  let key = await db.get('keys', KEY_NAME);
  if (!key) {
    const made = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, [
      'encrypt',
      'decrypt',
    ]);
    // Another tab may have made one meanwhile: the first kept is the device's.
    const tx = db.transaction('keys', 'readwrite');
    const kept = await tx.store.get(KEY_NAME);
    if (!kept) await tx.store.put(made, KEY_NAME);
    await tx.done;
    key = kept ?? made;
  }
  const deviceKey = key;

  const seal = async (text: string) => {
    const iv = crypto.getRandomValues(new Uint8Array(12));
    const sealed = await crypto.subtle.encrypt(
      { name: 'AES-GCM', iv },
      deviceKey,
      new TextEncoder().encode(text),
    );
    const out = new Uint8Array(12 + sealed.byteLength);
    out.set(iv);
    out.set(new Uint8Array(sealed), 12);
    return SEALED_PREFIX + toBase64(out);
  };
  const open = async (text: string) => {
    if (!text.startsWith(SEALED_PREFIX)) return '';
    try {
      const bytes = fromBase64(text.slice(SEALED_PREFIX.length));
      const plain = await crypto.subtle.decrypt(
        { name: 'AES-GCM', iv: bytes.slice(0, 12) },
        deviceKey,
        bytes.slice(12),
      );
      return new TextDecoder().decode(plain);
    } catch {
      return '';
    }
  };

  return {
    async save(userId, eventId, values, step) {
      const record: StoredDraft = {
        userId,
        eventId,
        values: await mapAadhaar(values, seal),
        step,
        savedAt: Date.now(),
      };
      await db.put('drafts', record, keyOf(userId, eventId));
      return record.savedAt;
    },
    async load(userId, eventId) {
      const record = await db.get('drafts', keyOf(userId, eventId));
      if (!record) return undefined;
      return { ...record, values: await mapAadhaar(record.values, open) };
    },
    async markPushed(userId, eventId, savedAt, serverAt) {
      const tx = db.transaction('drafts', 'readwrite');
      const record = await tx.store.get(keyOf(userId, eventId));
      // Only the values that were pushed: newer ones typed meanwhile still wait for their push.
      if (record?.savedAt === savedAt)
        await tx.store.put({ ...record, serverAt }, keyOf(userId, eventId));
      await tx.done;
    },
    async remove(userId, eventId) {
      await db.delete('drafts', keyOf(userId, eventId));
    },
    async removeUser(userId, except = false) {
      const tx = db.transaction('drafts', 'readwrite');
      for (const record of await tx.store.getAll()) {
        if ((record.userId === userId) !== except) {
          await tx.store.delete(keyOf(record.userId, record.eventId));
        }
      }
      await tx.done;
    },
    raw: (userId, eventId) => db.get('drafts', keyOf(userId, eventId)),
    close: () => {
      db.close();
    },
  };
}

let opened: Promise<DraftStore | null> | null = null;

/**
 * The device's draft store, opened once per page; null where the browser refuses IndexedDB or
 * WebCrypto (some private windows), where drafts then live on the server only.
 */
export function draftStore(): Promise<DraftStore | null> {
  opened ??= openDraftStore().catch(() => null);
  return opened;
}

/** Forgets the store opened (tests give each case a fresh database). */
export function resetDraftStore() {
  opened = null;
}

/** Sign-out: the user's drafts leave the device (a shared computer); the server's copy stays. */
export async function forgetUserDrafts(userId: string): Promise<void> {
  const store = await draftStore();
  await store?.removeUser(userId);
}
