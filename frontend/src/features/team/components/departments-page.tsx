import { useRef, useState, type KeyboardEvent } from 'react';

import { usePageMeta } from '@/lib/use-page-meta';
import { useWheelSteps } from '@/lib/use-wheel-steps';

import { DEPARTMENTS, DEPARTMENTS_PAGE } from '../data';
import { useI18n } from '../i18n';
import { MemberCard } from './member-card';
import './team.css';

/* eslint-disable lingui/no-unlocalized-strings -- ids */
const tab = (id: string) => `department-tab-${id}`;
const panel = (id: string) => `department-panel-${id}`;
/* eslint-enable lingui/no-unlocalized-strings */

/**
 * The second team view (/aboutUs2, SPEC 2.6): a side selector of departments driven by the scroll
 * wheel (over the selector) and by the keyboard (arrow keys, Home, End), and the members of the
 * selected department. At either end the wheel scrolls the page as usual.
 */
export function DepartmentsPage() {
  // Drawn again in the new language when it changes (the departments read it).
  const { i18n } = useI18n();
  usePageMeta(i18n._(DEPARTMENTS_PAGE.metaTitle), i18n._(DEPARTMENTS_PAGE.description));
  const [index, setIndex] = useState(0);
  const selector = useRef<HTMLDivElement>(null);
  useWheelSteps(
    selector,
    (direction) => index + direction >= 0 && index + direction < DEPARTMENTS.length,
    (direction) => {
      setIndex(index + direction);
    },
  );

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const last = DEPARTMENTS.length - 1;
    const next =
      event.key === 'ArrowDown' || event.key === 'ArrowRight'
        ? Math.min(index + 1, last)
        : event.key === 'ArrowUp' || event.key === 'ArrowLeft'
          ? Math.max(index - 1, 0)
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    setIndex(next);
    const target = DEPARTMENTS[next];
    if (target) selector.current?.querySelector<HTMLElement>(`#${tab(target.id)}`)?.focus();
  };

  const current = DEPARTMENTS[index] ?? DEPARTMENTS[0];
  if (!current) return null;

  return (
    <div className="departments-page">
      <header className="team-page__head">
        <h1 className="team-page__title">{i18n._(DEPARTMENTS_PAGE.heading)}</h1>
        <p className="team-page__lead">{i18n._(DEPARTMENTS_PAGE.lead)}</p>
      </header>
      <div className="departments">
        <div
          ref={selector}
          className="departments__selector"
          role="tablist"
          aria-label={i18n._(DEPARTMENTS_PAGE.selectorLabel)}
          aria-orientation="vertical"
          onKeyDown={onKeyDown}
        >
          <div
            className="departments__wheel"
            style={{ transform: `translateY(calc(${-index} * var(--department-step)))` }}
          >
            {DEPARTMENTS.map((department, i) => (
              <button
                key={department.id}
                id={tab(department.id)}
                type="button"
                role="tab"
                className="departments__tab"
                data-distance={Math.min(Math.abs(i - index), 3)}
                aria-selected={i === index}
                aria-controls={i === index ? panel(department.id) : undefined}
                tabIndex={i === index ? 0 : -1}
                onClick={() => {
                  setIndex(i);
                }}
              >
                {department.title}
              </button>
            ))}
          </div>
        </div>
        <section
          id={panel(current.id)}
          className="departments__panel"
          role="tabpanel"
          aria-labelledby={tab(current.id)}
        >
          <h2 className="team-group__title">{current.title}</h2>
          <p className="team-page__lead">{current.blurb}</p>
          <ul className="team-group__row">
            {current.members.map((member) => (
              <MemberCard key={member.position} member={member} />
            ))}
          </ul>
        </section>
      </div>
    </div>
  );
}
