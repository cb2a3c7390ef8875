import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { render } from '@/test/render';

import { TAB_LABELS, type TabId } from '../messages';
import { Sidebar, WHEEL_THROTTLE_MS } from './sidebar';

const TABS: readonly TabId[] = ['home', 'users', 'events'];

function Harness() {
  const [selected, setSelected] = useState<TabId>('home');
  return (
    <Sidebar
      tabs={TABS}
      selected={selected}
      onSelect={setSelected}
      tabId={(tab) => `tab-${tab}`}
      panelId={(tab) => `panel-${tab}`}
    />
  );
}

const wheel = (deltaY: number) =>
  new WheelEvent('wheel', { deltaY, cancelable: true, bubbles: true });
const selected = () => screen.getByRole('tab', { selected: true }).textContent;

describe('the admin sidebar and the mouse wheel', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('moves one section per notch, at most once per 300 ms, and scrolls the page at the ends', () => {
    vi.useFakeTimers({ now: new Date('2026-02-20T10:00:00Z') });
    render(<Harness />);
    const list = screen.getByRole('tablist', { name: 'Admin sections' });
    expect(WHEEL_THROTTLE_MS).toBe(300);

    const first = wheel(100);
    fireEvent(list, first);
    expect(selected()).toBe(TAB_LABELS.users);
    expect(first.defaultPrevented).toBe(true);

    // A second notch within 300 ms does not move (and the page does not scroll either).
    vi.advanceTimersByTime(WHEEL_THROTTLE_MS - 1);
    const tooSoon = wheel(100);
    fireEvent(list, tooSoon);
    expect(selected()).toBe(TAB_LABELS.users);
    expect(tooSoon.defaultPrevented).toBe(true);

    vi.advanceTimersByTime(1);
    fireEvent(list, wheel(100));
    expect(selected()).toBe(TAB_LABELS.events);

    // At the last section the wheel scrolls the page.
    vi.advanceTimersByTime(WHEEL_THROTTLE_MS);
    const atEnd = wheel(100);
    fireEvent(list, atEnd);
    expect(selected()).toBe(TAB_LABELS.events);
    expect(atEnd.defaultPrevented).toBe(false);

    vi.advanceTimersByTime(WHEEL_THROTTLE_MS);
    fireEvent(list, wheel(-100));
    expect(selected()).toBe(TAB_LABELS.users);
  });
});
