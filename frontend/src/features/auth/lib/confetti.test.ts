import { afterEach, describe, expect, it, vi } from 'vitest';

import { fireConfetti } from './confetti';

const burst = Object.assign(
  vi.fn(() => Promise.resolve()),
  { reset: vi.fn() },
);
const create = vi.fn(() => burst);
vi.mock('canvas-confetti', () => ({ default: { create } }));

function prefersReducedMotion(reduce: boolean) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({ matches: reduce && query.includes('reduce'), media: query })),
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  create.mockClear();
  burst.mockClear();
});

describe('fireConfetti', () => {
  it('bursts on a canvas of its own, without a worker, and cleans up', async () => {
    prefersReducedMotion(false);
    await fireConfetti();
    expect(create).toHaveBeenCalledWith(
      expect.any(HTMLCanvasElement),
      expect.objectContaining({ useWorker: false }),
    );
    expect(burst).toHaveBeenCalledTimes(1);
    expect(document.querySelector('canvas')).toBeNull();
  });

  it('does nothing for visitors who prefer reduced motion', async () => {
    prefersReducedMotion(true);
    await fireConfetti();
    expect(create).not.toHaveBeenCalled();
  });
});
