import { useI18n } from '@/components/i18n';
import type { ListedEvent } from '@/lib/api-types';
import { formatFestDateTime } from '@/lib/i18n/format';
import type { Shared } from '@/lib/wasm';

import { closesInText, placesLeftText } from './availability';
import { AVAILABILITY } from './messages';

type Shown = Pick<
  ListedEvent,
  'categories' | 'placesLeft' | 'categoryPlacesLeft' | 'deadline' | 'deadlinePassed'
>;

/** The places text when the shared rule shows it (always 'Full' at none), else null. */
function placesText(shared: Shared | null, placesLeft: number | null | undefined): string | null {
  if (typeof placesLeft !== 'number') return null;
  if (placesLeft <= 0) return placesLeftText(placesLeft);
  return shared?.showsPlacesLeft(placesLeft) ? placesLeftText(placesLeft) : null;
}

/**
 * How full an event is and when its registration closes: 'N places left' once few remain (the
 * shared rule decides how few), 'Full' at none, per category too; and, until the deadline passes,
 * the deadline in India time with a countdown ('Closes in 2 days 4 h').
 */
export function EventAvailability({
  event,
  shared,
  msLeft,
}: {
  event: Shown;
  shared: Shared | null;
  /** Time left until the deadline (from `useTimeLeft`); null without one. */
  msLeft: number | null;
}) {
  // Drawn again in the new language when it changes.
  useI18n();
  const passed = event.deadlinePassed || (msLeft !== null && msLeft <= 0);
  if (passed) return null;

  const total = placesText(shared, event.placesLeft);
  const perCategory = event.categories.flatMap((category) => {
    const left = event.categoryPlacesLeft?.[category];
    const text = placesText(shared, left);
    return text ? [{ category, text, full: left === 0 }] : [];
  });
  const deadline = event.deadline && msLeft !== null ? event.deadline : null;
  if (!total && perCategory.length === 0 && !deadline) return null;

  return (
    <ul className="event-availability" aria-label={AVAILABILITY.label}>
      {total && (
        <li className={`event-availability__places${event.placesLeft === 0 ? ' is-full' : ''}`}>
          {total}
        </li>
      )}
      {perCategory.map(({ category, text, full }) => (
        <li key={category} className={`event-availability__places${full ? ' is-full' : ''}`}>
          {category}: {text}
        </li>
      ))}
      {deadline && msLeft !== null && (
        <li className="event-availability__deadline">
          {AVAILABILITY.deadline} <time dateTime={deadline}>{formatFestDateTime(deadline)}</time>
          <span className="event-availability__countdown">{closesInText(msLeft)}</span>
        </li>
      )}
    </ul>
  );
}
