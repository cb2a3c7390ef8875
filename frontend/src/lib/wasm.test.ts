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
