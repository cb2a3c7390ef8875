import { describe, expect, it } from 'vitest';

import { FEST } from './fest';
import { loadShared } from './wasm';

describe('fest-shared-wasm', () => {
  it('answers festInfo() from the real WebAssembly module', async () => {
    const shared = await loadShared();
    const info = shared.festInfo();
    expect(info).toMatchObject({ name: 'Infinito', year: 2025 });
  });

  it('initialises once', async () => {
    const [a, b] = await Promise.all([loadShared(), loadShared()]);
    expect(a).toBe(b);
  });

  it('agrees with the constants of the page shell', async () => {
    const { festInfo } = await loadShared();
    expect(festInfo()).toEqual(FEST);
  });
});

describe('privacyNotices(retentionDays)', () => {
  it('gives a notice for each collection point, with the retention asked for', async () => {
    const { privacyNotices } = await loadShared();
    const notices = privacyNotices(30);
    expect(notices.map((n) => n.point)).toEqual([
      'sign_up',
      'campus_ambassador',
      'roster',
      'accommodation',
    ]);
    for (const notice of notices) {
      expect(notice.items.length).toBeGreaterThan(0);
      expect(notice.retention).toMatch(/30 days/);
      expect(notice.grievance).toContain('/grievance');
    }
  });

  it('falls back to the default retention for a value that is not a number of days', async () => {
    const { privacyNotices } = await loadShared();
    expect(privacyNotices(Number.NaN)[0]?.retention).toMatch(/90 days/);
  });
});
