/**
 * The passes kept on the device (local storage): the last GET /passes answer the server gave a
 * signed-in account, with when it was saved, under `fest-passes:<account id>`, so that /passes still
 * shows them (QR codes included) at the fest gate when the phone is offline. Only the account's own:
 * one is read back by its id alone, and every account's are forgotten on sign-out and when a call
 * finds the session over (a 401). Storage may be unavailable, full or corrupt (private modes, quota,
 * an old format): then nothing is saved or read, and nothing is thrown at the page.
 *
 * Here in the shared layer, not in the passes feature: the session (sign-out) and the API client (a
 * 401) forget them too.
 */
import type { PassesResponse } from '@/lib/api-types';

/** What the keys of saved passes start with. */
export const SAVED_PASSES_PREFIX = 'fest-passes:';

/** The key of an account's saved passes. */
export const savedPassesKey = (userId: string) => `${SAVED_PASSES_PREFIX}${userId}`;

/** Saved passes as read back. */
export interface SavedPasses {
  /** The server's answer as it was. */
  data: PassesResponse;
  /** When it was saved (this device's clock, ISO 8601). */
  savedAt: string;
}

/** The record stored (JSON). */
interface StoredPasses extends SavedPasses {
  version: 1;
  userId: string;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** The fields a pass card needs to draw a pass (and its QR code), and a stay at the hostel. */
const PASS_TEXT_FIELDS = ['id', 'token', 'registrationId', 'event', 'name', 'roleTitle'] as const;
const STAY_TEXT_FIELDS = ['block', 'checkIn', 'checkOut'] as const;

const isOptionalString = (value: unknown) =>
  value === undefined || value === null || typeof value === 'string';

const isStay = (stay: unknown): boolean =>
  stay === undefined ||
  stay === null ||
  (isObject(stay) &&
    STAY_TEXT_FIELDS.every((field) => typeof stay[field] === 'string') &&
    isOptionalString(stay.checkedInAt));

/** A pass as the server sent it, as far as the cards read it. */
const isPass = (pass: unknown): boolean =>
  isObject(pass) &&
  PASS_TEXT_FIELDS.every((field) => typeof pass[field] === 'string') &&
  typeof pass.revoked === 'boolean' &&
  isOptionalString(pass.checkedInAt) &&
  isOptionalString(pass.gate) &&
  isStay(pass.stay);

function isStoredPasses(value: unknown, userId: string): value is StoredPasses {
  if (!isObject(value) || value.version !== 1 || value.userId !== userId) return false;
  if (typeof value.savedAt !== 'string' || Number.isNaN(Date.parse(value.savedAt))) return false;
  const data = value.data;
  return isObject(data) && Array.isArray(data.passes) && data.passes.every(isPass);
}

/** Keeps `data` as the account's saved passes, saved now. False when storage refused it. */
export function savePasses(userId: string, data: PassesResponse, now = new Date()): boolean {
  const record: StoredPasses = { version: 1, userId, savedAt: now.toISOString(), data };
  try {
    window.localStorage.setItem(savedPassesKey(userId), JSON.stringify(record));
    return true;
  } catch {
    // Storage unavailable or full: the passes are shown online only.
    return false;
  }
}

/** The account's saved passes, or null when none are (or what is stored cannot be read). */
export function readSavedPasses(userId: string): SavedPasses | null {
  let text: string | null;
  try {
    text = window.localStorage.getItem(savedPassesKey(userId));
  } catch {
    return null;
  }
  if (text === null) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = undefined;
  }
  if (!isStoredPasses(parsed, userId)) return null;
  return { data: parsed.data, savedAt: parsed.savedAt };
}

/** Forgets the saved passes of one account, or (without an id) of every account on this device. */
export function forgetSavedPasses(userId?: string): void {
  try {
    const storage = window.localStorage;
    if (userId !== undefined) {
      storage.removeItem(savedPassesKey(userId));
      return;
    }
    const keys: string[] = [];
    for (let i = 0; i < storage.length; i += 1) {
      const key = storage.key(i);
      if (key?.startsWith(SAVED_PASSES_PREFIX)) keys.push(key);
    }
    for (const key of keys) storage.removeItem(key);
  } catch {
    // Storage unavailable: nothing was saved.
  }
}
