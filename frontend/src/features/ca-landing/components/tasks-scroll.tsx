import type { TaskPanel } from '../data';

/**
 * The tasks panels in a pinned horizontal scroll (SPEC 2.9): the section is tall, its inner frame
 * sticks under the header and the panels slide sideways as the page scrolls (CSS scroll-driven
 * animation, no script). Without scroll-driven animations, on narrow screens and with
 * prefers-reduced-motion the panels are simply stacked.
 */
export function TasksScroll({ panels }: { panels: readonly TaskPanel[] }) {
  return (
    <div className="tasks-scroll">
      <div className="tasks-scroll__frame">
        <div className="tasks-scroll__track">
          {panels.map((panel, i) => (
            <section
              key={panel.id}
              className="tasks-scroll__panel"
              aria-labelledby={`tasks-${panel.id}`}
            >
              <p className="tasks-scroll__count" aria-hidden="true">
                {String(i + 1).padStart(2, '0')}
              </p>
              <h3 id={`tasks-${panel.id}`} className="tasks-scroll__title">
                {panel.title}
              </h3>
              <ul className="tasks-scroll__list">
                {panel.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      </div>
    </div>
  );
}
