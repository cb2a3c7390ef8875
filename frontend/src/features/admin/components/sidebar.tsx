import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { NavLink } from 'react-router';

import { useMediaQuery } from '@/lib/media-query';
import { useWheelSteps } from '@/lib/use-wheel-steps';

import { useI18n } from '../i18n';
import { MSG, TAB_LABELS, type TabId } from '../messages';
import { sectionPath } from '../routes';

/** SPEC 9: the wheel over the sidebar moves between sections at most once per 300 ms. */
export const WHEEL_THROTTLE_MS = 300;

/** Below this width the sidebar is a drawer behind a toggle (repeated in admin.css). */
export const DRAWER_QUERY = '(max-width: 767.98px)' as const;

/**
 * The sidebar's links to the sections (/admin, /admin/users, ...; the open one is marked
 * `aria-current="page"`). Arrow keys, Home and End move between them; the mouse wheel over them
 * moves one section at a time, throttled, and scrolls the page at either end. On narrow screens it
 * is a drawer opened by a toggle that names the open section ('Sections: Payments'); following a
 * link or pressing Escape closes it.
 */
export function Sidebar({
  sections,
  selected,
  onSelect,
}: {
  sections: readonly TabId[];
  /** The open section (null on a path that is none). */
  selected: TabId | null;
  /** Opens a section (the wheel and the arrow keys). */
  onSelect: (section: TabId) => void;
}) {
  const { i18n } = useI18n();
  const narrow = useMediaQuery(DRAWER_QUERY);
  const [open, setOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
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

  const position = selected === null ? -1 : sections.indexOf(selected);
  useWheelSteps(
    listRef,
    (direction) => position + direction >= 0 && position + direction < sections.length,
    (direction) => {
      const section = sections[position + direction];
      if (section) onSelect(section);
    },
    WHEEL_THROTTLE_MS,
  );

  const linkId = (section: TabId) => `admin-section-${section}` as const;

  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const focused = sections.findIndex((s) => document.getElementById(linkId(s)) === event.target);
    const index = focused === -1 ? Math.max(position, 0) : focused;
    const last = sections.length - 1;
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
    const section = sections[next];
    if (!section) return;
    onSelect(section); // moving with the keyboard opens the section (the drawer stays open)
    document.getElementById(linkId(section))?.focus();
  };

  return (
    <nav
      className="admin-sidebar"
      data-drawer={narrow}
      aria-label={i18n._('admin.portal.sections')}
    >
      {narrow && (
        <button
          ref={toggleRef}
          type="button"
          className="admin-sidebar__toggle"
          aria-expanded={open}
          aria-controls="admin-sections"
          onClick={() => {
            setOpen((value) => !value);
          }}
        >
          <span aria-hidden="true">☰</span> {MSG.menu}
          {selected !== null && (
            <span className="admin-sidebar__current">: {TAB_LABELS[selected]}</span>
          )}
        </button>
      )}
      <ul
        ref={listRef}
        id="admin-sections"
        className="admin-sidebar__tabs"
        hidden={narrow && !open}
        onKeyDown={onKeyDown}
      >
        {sections.map((section) => (
          <li key={section}>
            <NavLink
              id={linkId(section)}
              to={sectionPath(section)}
              end={section === 'home'}
              className="admin-sidebar__tab"
              onClick={() => {
                setOpen(false);
              }}
            >
              {TAB_LABELS[section]}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
