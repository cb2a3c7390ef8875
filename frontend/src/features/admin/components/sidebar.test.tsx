import { fireEvent, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation, useNavigate } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { render } from '@/test/render';

import { TAB_LABELS, type TabId } from '../messages';
import { sectionPath } from '../routes';
import { sectionOf } from './admin-page';
import { Sidebar, WHEEL_THROTTLE_MS } from './sidebar';

const TABS: readonly TabId[] = ['home', 'users', 'events'];

function Harness() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return (
    <Sidebar
      sections={TABS}
      selected={sectionOf(pathname)}
      onSelect={(section) => {
        void navigate(sectionPath(section));
      }}
    />
  );
}

function renderSidebar() {
  const router = createMemoryRouter([{ path: '/admin/*', element: <Harness /> }], {
    initialEntries: ['/admin'],
  });
  render(<RouterProvider router={router} />);
  return router;
}

const wheel = (deltaY: number) =>
  new WheelEvent('wheel', { deltaY, cancelable: true, bubbles: true });
/** The label of the link marked as the open section. */
const selected = () =>
  screen.getAllByRole('link').find((link) => link.getAttribute('aria-current') === 'page')
    ?.textContent;

describe('the admin sidebar and the mouse wheel', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('moves one section per notch, at most once per 300 ms, and scrolls the page at the ends', () => {
    vi.useFakeTimers({ now: new Date('2026-02-20T10:00:00Z') });
    const router = renderSidebar();
    const list = screen.getByRole('list');
    expect(WHEEL_THROTTLE_MS).toBe(300);

    const first = wheel(100);
    fireEvent(list, first);
    expect(selected()).toBe(TAB_LABELS.users);
    expect(router.state.location.pathname).toBe('/admin/users');
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

describe('the admin sidebar’s links', () => {
  it('links each section to its own address and marks the open one', () => {
    renderSidebar();
    const nav = screen.getByRole('navigation', { name: 'Admin sections' });
    expect(nav).toBeInTheDocument();
    expect(
      screen.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      [TAB_LABELS.home, '/admin'],
      [TAB_LABELS.users, '/admin/users'],
      [TAB_LABELS.events, '/admin/events'],
    ]);
    expect(selected()).toBe(TAB_LABELS.home);
  });

  it('reads the section of a path', () => {
    expect(sectionOf('/admin')).toBe('home');
    expect(sectionOf('/admin/')).toBe('home');
    expect(sectionOf('/admin/users')).toBe('users');
    expect(sectionOf('/admin/events/chess')).toBe('events');
    expect(sectionOf('/admin/home')).toBeNull();
    expect(sectionOf('/admin/nothing')).toBeNull();
    expect(sectionOf('/account')).toBeNull();
  });
});
