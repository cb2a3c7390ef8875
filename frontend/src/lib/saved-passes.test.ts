import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import type { PassesResponse, PassView } from '@/lib/api-types';

import { forgetSavedPasses, readSavedPasses, savedPassesKey, savePasses } from './saved-passes';

const ASHA = 'user-asha';
const RAVI = 'user-ravi';

function pass(overrides: Partial<PassView> = {}): PassView {
  return {
    id: 'aaaaaaaaaaaaaaa1',
    token: 'token-asha',
    registrationId: '3f2a9c1e-0000-4000-8000-000000000001',
    event: 'football',
    role: 'captain',
    roleTitle: 'Captain',
    name: 'Asha K.',
    checkedInAt: null,
    gate: null,
    revoked: false,
    ...overrides,
  };
}

const answer = (passes: PassView[] = [pass()]): PassesResponse => ({ success: true, passes });

const SAVED_AT = new Date('2026-02-20T04:30:00Z');

beforeEach(() => {
  localStorage.clear();
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('saved passes', () => {
  it('keeps the answer per account with when it was saved, and reads it back', () => {
    const stay: PassView['stay'] = {
      block: 'Men',
      checkIn: '2026-02-19',
      checkOut: '2026-02-22',
      nights: 3,
      checkedInAt: null,
    };
    const asha = answer([pass({ stay }), pass({ id: 'aaaaaaaaaaaaaaa2', name: 'Ravi K.' })]);
    expect(savePasses(ASHA, asha, SAVED_AT)).toBe(true);

    expect(readSavedPasses(ASHA)).toEqual({ data: asha, savedAt: '2026-02-20T04:30:00.000Z' });
    expect(localStorage.getItem(savedPassesKey(ASHA))).not.toBeNull();
    expect(savedPassesKey(ASHA)).toBe('fest-passes:user-asha');
    // Another account has nothing saved: it never reads Asha's.
    expect(readSavedPasses(RAVI)).toBeNull();
  });

  it('replaces the saved answer with the newer one', () => {
    savePasses(ASHA, answer(), SAVED_AT);
    const later = answer([pass({ revoked: true })]);
    savePasses(ASHA, later, new Date('2026-02-21T06:00:00Z'));
    expect(readSavedPasses(ASHA)).toEqual({ data: later, savedAt: '2026-02-21T06:00:00.000Z' });
  });

  it('reads nothing when nothing is saved', () => {
    expect(readSavedPasses(ASHA)).toBeNull();
  });

  it.each([
    ['text that is not JSON', '{"version":1,'],
    ['JSON of another shape', '[1,2,3]'],
    ['an older format', JSON.stringify({ savedAt: SAVED_AT.toISOString(), data: answer() })],
    [
      'a record of another account',
      JSON.stringify({ version: 1, userId: RAVI, savedAt: SAVED_AT.toISOString(), data: answer() }),
    ],
    [
      'a time that is not one',
      JSON.stringify({ version: 1, userId: ASHA, savedAt: 'yesterday', data: answer() }),
    ],
    [
      'passes that are not a list',
      JSON.stringify({
        version: 1,
        userId: ASHA,
        savedAt: SAVED_AT.toISOString(),
        data: { success: true, passes: {} },
      }),
    ],
    [
      'a pass without its token',
      JSON.stringify({
        version: 1,
        userId: ASHA,
        savedAt: SAVED_AT.toISOString(),
        data: { success: true, passes: [{ ...pass(), token: undefined }] },
      }),
    ],
    [
      'a stay without its dates',
      JSON.stringify({
        version: 1,
        userId: ASHA,
        savedAt: SAVED_AT.toISOString(),
        data: { success: true, passes: [{ ...pass(), stay: { block: 'Men' } }] },
      }),
    ],
  ])('ignores %s', (_what, stored) => {
    localStorage.setItem(savedPassesKey(ASHA), stored);
    expect(readSavedPasses(ASHA)).toBeNull();
  });

  it('never throws when storage is unavailable or full', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    expect(savePasses(ASHA, answer(), SAVED_AT)).toBe(false);
    expect(readSavedPasses(ASHA)).toBeNull();

    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    vi.spyOn(Storage.prototype, 'removeItem').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    expect(readSavedPasses(ASHA)).toBeNull();
    expect(() => {
      forgetSavedPasses(ASHA);
    }).not.toThrow();
    expect(() => {
      forgetSavedPasses();
    }).not.toThrow();
  });

  it("forgets one account's passes, or every account's, and nothing else", () => {
    localStorage.setItem('token', 'tok');
    savePasses(ASHA, answer(), SAVED_AT);
    savePasses(RAVI, answer(), SAVED_AT);

    forgetSavedPasses(ASHA);
    expect(readSavedPasses(ASHA)).toBeNull();
    expect(readSavedPasses(RAVI)).not.toBeNull();

    savePasses(ASHA, answer(), SAVED_AT);
    forgetSavedPasses();
    expect(readSavedPasses(ASHA)).toBeNull();
    expect(readSavedPasses(RAVI)).toBeNull();
    expect(localStorage.getItem('token')).toBe('tok');
    expect(localStorage).toHaveLength(1);
  });
});
