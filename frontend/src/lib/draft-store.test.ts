import 'fake-indexeddb/auto';

import { IDBFactory } from 'fake-indexeddb';
import { beforeEach, describe, expect, it } from 'vitest';

import { openDraftStore, resetDraftStore, SEALED_PREFIX } from './draft-store';

beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
  resetDraftStore();
});

/** Half a cricket wizard: the college step and two players, their Aadhaar numbers typed. */
const values = {
  collegeSelect: 'Other',
  collegeName: 'Magadh University',
  collegeAddress: 'Bodh Gaya, Bihar',
  accompanyingCoach: 'No',
  coach: { fullname: '', email: '', phoneNumber: '', aadharId: '' },
  team: {
    captain: [
      {
        fullname: 'Asha Ravi',
        email: 'asha@example.com',
        phoneNumber: '98765 43210',
        aadharId: '987654321012',
        collegeId: 'MU1',
        role: 'batsman',
      },
    ],
    players: [
      {
        fullname: 'Ravi Meera',
        email: 'ravi@example.com',
        phoneNumber: '9123456780',
        aadharId: '123412341234',
        collegeId: 'MU2',
        role: 'bowler',
      },
    ],
  },
  referralCode: '',
  code: '',
};

describe('the drafts kept on the device', () => {
  it('gives back the values and step as typed, with no Aadhaar number stored in plain text', async () => {
    const store = await openDraftStore('test-drafts');
    await store.save('user-1', 'cricket', values, 1);
    const kept = await store.load('user-1', 'cricket');
    expect(kept?.values).toEqual(values);
    expect(kept?.step).toBe(1);

    const stored = JSON.stringify(await store.raw('user-1', 'cricket'));
    expect(stored).not.toContain('987654321012');
    expect(stored).not.toContain('123412341234');
    // Sealed, each with its own nonce; an empty number stays empty.
    const raw = (await store.raw('user-1', 'cricket'))?.values as typeof values;
    const captain = raw.team.captain[0]?.aadharId ?? '';
    expect(captain.startsWith(SEALED_PREFIX)).toBe(true);
    expect(raw.team.players[0]?.aadharId).not.toBe(captain);
    expect(raw.coach.aadharId).toBe('');
    store.close();
  });

  it('seals under a key of the device that cannot be read out, kept across openings', async () => {
    const first = await openDraftStore('test-drafts');
    await first.save('user-1', 'cricket', values, 2);
    first.close();
    const again = await openDraftStore('test-drafts');
    expect((await again.load('user-1', 'cricket'))?.values).toEqual(values);
    again.close();

    const request = indexedDB.open('test-drafts');
    const key = await new Promise<CryptoKey>((resolve, reject) => {
      request.onsuccess = () => {
        const get = request.result.transaction('keys').objectStore('keys').get('aadhaar');
        get.onsuccess = () => {
          resolve(get.result as CryptoKey);
        };
        get.onerror = () => {
          reject(new Error('no key'));
        };
      };
    });
    expect(key.extractable).toBe(false);
    await expect(crypto.subtle.exportKey('raw', key)).rejects.toThrow();
    request.result.close();
  });

  it("removes one user's drafts on sign-out, or everyone else's", async () => {
    const store = await openDraftStore('test-drafts');
    await store.save('user-1', 'cricket', values, 1);
    await store.save('user-1', 'football', values, 0);
    await store.save('user-2', 'cricket', values, 2);
    await store.removeUser('user-1');
    expect(await store.load('user-1', 'cricket')).toBeUndefined();
    expect(await store.load('user-1', 'football')).toBeUndefined();
    expect(await store.load('user-2', 'cricket')).toBeDefined();

    await store.save('user-3', 'cricket', values, 1);
    await store.removeUser('user-3', true);
    expect(await store.load('user-2', 'cricket')).toBeUndefined();
    expect(await store.load('user-3', 'cricket')).toBeDefined();
    await store.remove('user-3', 'cricket');
    expect(await store.load('user-3', 'cricket')).toBeUndefined();
    store.close();
  });

  it('records the server copy only for the values that were pushed', async () => {
    const store = await openDraftStore('test-drafts');
    const savedAt = await store.save('user-1', 'cricket', values, 1);
    await store.markPushed('user-1', 'cricket', savedAt, '2026-02-01T10:00:00Z');
    expect((await store.load('user-1', 'cricket'))?.serverAt).toBe('2026-02-01T10:00:00Z');
    await store.markPushed('user-1', 'cricket', savedAt - 1, '2026-02-01T11:00:00Z');
    expect((await store.load('user-1', 'cricket'))?.serverAt).toBe('2026-02-01T10:00:00Z');
    store.close();
  });
});
