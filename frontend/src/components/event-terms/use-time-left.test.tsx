import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { useTimeLeft } from './use-time-left';

const MINUTE = 60_000;

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2025-03-01T10:00:30Z'));
});

afterEach(() => {
  vi.useRealTimers();
});

describe('useTimeLeft', () => {
  it('is null without a deadline', () => {
    const { result } = renderHook(() => useTimeLeft(null));
    expect(result.current).toBeNull();
  });

  it('reads the clock again each minute, then once at the deadline', async () => {
    const { result } = renderHook(() => useTimeLeft('2025-03-01T10:03:00Z'));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(result.current).toBe(2 * MINUTE + 30_000);

    // The next reading comes as the countdown's minute changes.
    await act(async () => {
      await vi.advanceTimersByTimeAsync(29_000);
    });
    expect(result.current).toBe(2 * MINUTE + 30_000);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1000);
    });
    expect(result.current).toBe(2 * MINUTE);

    await act(async () => {
      await vi.advanceTimersByTimeAsync(2 * MINUTE);
    });
    expect(result.current).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('follows a new deadline', async () => {
    const { result, rerender } = renderHook(({ deadline }) => useTimeLeft(deadline), {
      initialProps: { deadline: '2025-03-01T10:10:30Z' },
    });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(result.current).toBe(10 * MINUTE);
    rerender({ deadline: '2025-03-01T11:00:30Z' });
    expect(result.current).toBe(60 * MINUTE);
  });
});
