import { useRef, type KeyboardEvent } from 'react';

import type { ListedEvent } from '@/lib/api-types';

import { iconRef } from '../data';

/* eslint-disable lingui/no-unlocalized-strings -- ids */
export const tabId = (id: string) => `event-tab-${id}`;
export const PANEL_ID = 'event-panel';
/* eslint-enable lingui/no-unlocalized-strings */

/**
 * The row of sport icons: a tablist with automatic activation. Arrow keys move between the icons
 * (and select), Home and End jump to the ends; only the selected icon is in the tab order.
 */
export function EventTabs({
  events,
  selected,
  onSelect,
  label,
}: {
  events: readonly ListedEvent[];
  selected: string;
  onSelect: (id: string) => void;
  label: string;
}) {
  const list = useRef<HTMLDivElement>(null);

  const move = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = events.findIndex((e) => e.id === selected);
    const last = events.length - 1;
    const next =
      event.key === 'ArrowRight' || event.key === 'ArrowDown'
        ? index >= last
          ? 0
          : index + 1
        : event.key === 'ArrowLeft' || event.key === 'ArrowUp'
          ? index <= 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    const target = next === null ? undefined : events[next];
    if (!target) return;
    event.preventDefault();
    onSelect(target.id);
    list.current?.querySelector<HTMLElement>(`#${tabId(target.id)}`)?.focus();
  };

  return (
    <div
      ref={list}
      className="event-tabs"
      role="tablist"
      aria-label={label}
      aria-orientation="horizontal"
      onKeyDown={move}
    >
      {events.map((event) => {
        const active = event.id === selected;
        return (
          <button
            key={event.id}
            id={tabId(event.id)}
            type="button"
            role="tab"
            className="event-tabs__tab"
            aria-selected={active}
            aria-controls={active ? PANEL_ID : undefined}
            tabIndex={active ? 0 : -1}
            onClick={() => {
              onSelect(event.id);
            }}
          >
            <svg
              className="event-tabs__icon"
              viewBox="0 0 48 48"
              aria-hidden="true"
              focusable="false"
            >
              <use href={iconRef(event.icon)} />
            </svg>
            <span className="event-tabs__label">{event.title}</span>
          </button>
        );
      })}
    </div>
  );
}
