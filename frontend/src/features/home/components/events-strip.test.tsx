import { act, fireEvent, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { render } from '@/test/render';

import { STRIP_CARDS } from '../data';
import { EventsStrip } from './events-strip';

/** Records what the strip writes to scrollLeft (jsdom has no layout). */
function trackScroll(element: HTMLElement) {
  let value = 0;
  const writes: number[] = [];
  Object.defineProperty(element, 'scrollLeft', {
    configurable: true,
    get: () => value,
    set: (next: number) => {
      value = next;
      writes.push(next);
    },
  });
  return writes;
}

function stubMatchMedia(matching: readonly string[]) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: matching.includes(query),
      media: query,
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
    })),
  );
}

/** An IntersectionObserver whose callbacks the test fires. */
class FakeObserver {
  static instances: FakeObserver[] = [];
  readonly callback: IntersectionObserverCallback;
  constructor(callback: IntersectionObserverCallback) {
    this.callback = callback;
    FakeObserver.instances.push(this);
  }
  observe = vi.fn();
  disconnect = vi.fn();
  fire(isIntersecting: boolean) {
    this.callback(
      [{ isIntersecting } as IntersectionObserverEntry],
      this as unknown as IntersectionObserver,
    );
  }
}

function renderStrip() {
  const router = createMemoryRouter([{ path: '/', element: <EventsStrip /> }]);
  render(<RouterProvider router={router} />);
  const strip = screen.getByTestId('events-strip');
  return { strip, writes: trackScroll(strip) };
}

beforeEach(() => {
  vi.useFakeTimers();
  FakeObserver.instances = [];
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the events strip', () => {
  it('scrolls by itself, one pixel every 10 ms', () => {
    const { writes } = renderStrip();
    act(() => {
      vi.advanceTimersByTime(100);
    });
    expect(writes).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it('steps every 20 ms at 768 px or narrower', () => {
    stubMatchMedia(['(max-width: 768px)']);
    const { writes } = renderStrip();
    act(() => {
      vi.advanceTimersByTime(100);
    });
    expect(writes).toHaveLength(5);
  });

  it('pauses while the pointer is over it, and goes on after', () => {
    const { strip, writes } = renderStrip();
    act(() => {
      vi.advanceTimersByTime(50);
    });
    fireEvent.mouseEnter(strip);
    const before = writes.length;
    act(() => {
      vi.advanceTimersByTime(500);
    });
    expect(writes).toHaveLength(before);
    expect(strip).toHaveAttribute('data-paused', 'true');

    fireEvent.mouseLeave(strip);
    act(() => {
      vi.advanceTimersByTime(50);
    });
    expect(writes.length).toBeGreaterThan(before);
    expect(writes.at(-1)).toBe(writes.length);
  });

  it('pauses while it has focus', () => {
    const { strip, writes } = renderStrip();
    act(() => {
      strip.focus();
    });
    act(() => {
      vi.advanceTimersByTime(200);
    });
    expect(writes).toHaveLength(0);
    act(() => {
      strip.blur();
    });
    act(() => {
      vi.advanceTimersByTime(30);
    });
    expect(writes).toHaveLength(3);
  });

  it('stands still with prefers-reduced-motion', () => {
    stubMatchMedia(['(prefers-reduced-motion: reduce)']);
    const { writes } = renderStrip();
    act(() => {
      vi.advanceTimersByTime(500);
    });
    expect(writes).toHaveLength(0);
  });

  it('shows 6 cards, and 6 more each time the anchor comes into view', () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    const { strip } = renderStrip();
    const cards = () => strip.querySelectorAll('.home-strip__card').length;
    const announced = () => within(strip).getAllByRole('listitem');
    expect(cards()).toBe(6);
    expect(announced()).toHaveLength(6);

    act(() => {
      FakeObserver.instances.at(-1)?.fire(true);
    });
    expect(cards()).toBe(12);
    // Only the first seven are announced; the repeats are hidden from assistive technology.
    expect(announced().map((li) => li.textContent)).toEqual(STRIP_CARDS.map((card) => card.title));

    act(() => {
      FakeObserver.instances.at(-1)?.fire(false);
    });
    expect(cards()).toBe(12);
  });

  it('shows the seven cards at once without IntersectionObserver', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const { strip } = renderStrip();
    expect(within(strip).getAllByRole('listitem')).toHaveLength(7);
    expect(STRIP_CARDS.map((card) => card.title)).toEqual([
      'freefire',
      'Basketball',
      'bgmi',
      'Cricket',
      'valorant',
      'Ludo',
      'clashroyale',
    ]);
  });

  it('links to all events', () => {
    renderStrip();
    expect(screen.getByRole('link', { name: 'SEE ALL EVENTS' })).toHaveAttribute(
      'href',
      '/event/ins',
    );
  });
});
