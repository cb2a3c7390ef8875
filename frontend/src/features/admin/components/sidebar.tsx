import { useEffect, useRef, useState, type KeyboardEvent } from 'react';

import { useMediaQuery } from '@/lib/media-query';
import { useWheelSteps } from '@/lib/use-wheel-steps';

import { MSG, TAB_LABELS, type TabId } from '../messages';

/** SPEC 9: the wheel over the sidebar moves between sections at most once per 300 ms. */
export const WHEEL_THROTTLE_MS = 300;

/** Below this width the sidebar is a drawer behind a toggle (repeated in admin.css). */
export const DRAWER_QUERY = '(max-width: 767.98px)';

/**
 * The sidebar's tabs (an ARIA tablist: arrow keys, Home and End move between tabs; the mouse wheel
 * over it moves one section at a time, throttled, and scrolls the page at either end). On narrow
 * screens it is a drawer opened by a toggle; choosing a tab or pressing Escape closes it.
 */
export function Sidebar({
  tabs,
  selected,
  onSelect,
  tabId,
  panelId,
}: {
  tabs: readonly TabId[];
  selected: TabId;
  onSelect: (tab: TabId) => void;
  tabId: (tab: TabId) => string;
  panelId: (tab: TabId) => string;
}) {
  const narrow = useMediaQuery(DRAWER_QUERY);
  const [open, setOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const drawerOpen = narrow && open;

  useEffect(() => {
    if (!drawerOpen) return;
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      toggleRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [drawerOpen]);

  const position = tabs.indexOf(selected);
  useWheelSteps(
    listRef,
    (direction) => position + direction >= 0 && position + direction < tabs.length,
    (direction) => {
      const tab = tabs[position + direction];
      if (tab) onSelect(tab);
    },
    WHEEL_THROTTLE_MS,
  );

  const choose = (tab: TabId) => {
    onSelect(tab);
    setOpen(false);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = tabs.indexOf(selected);
    const last = tabs.length - 1;
    const next =
      event.key === 'ArrowDown' || event.key === 'ArrowRight'
        ? index === last
          ? 0
          : index + 1
        : event.key === 'ArrowUp' || event.key === 'ArrowLeft'
          ? index === 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    const tab = tabs[next];
    if (!tab) return;
    onSelect(tab); // moving with the keyboard selects (the drawer stays open)
    listRef.current?.querySelector<HTMLElement>(`#${tabId(tab)}`)?.focus();
  };

  return (
    <div className="admin-sidebar" data-drawer={narrow}>
      {narrow && (
        <button
          ref={toggleRef}
          type="button"
          className="admin-sidebar__toggle"
          aria-expanded={open}
          aria-controls="admin-tablist"
          onClick={() => {
            setOpen((value) => !value);
          }}
        >
          <span aria-hidden="true">☰</span> {MSG.menu}
        </button>
      )}
      <div
        ref={listRef}
        id="admin-tablist"
        role="tablist"
        aria-label="Admin sections"
        aria-orientation="vertical"
        className="admin-sidebar__tabs"
        hidden={narrow && !open}
        onKeyDown={onKeyDown}
      >
        {tabs.map((tab) => (
          <button
            key={tab}
            id={tabId(tab)}
            type="button"
            role="tab"
            aria-selected={tab === selected}
            aria-controls={tab === selected ? panelId(tab) : undefined}
            tabIndex={tab === selected ? 0 : -1}
            className="admin-sidebar__tab"
            onClick={() => {
              choose(tab);
            }}
          >
            {TAB_LABELS[tab]}
          </button>
        ))}
      </div>
    </div>
  );
}
