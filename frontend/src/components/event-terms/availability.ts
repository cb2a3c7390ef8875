/**
 * What the events page says of an event's places and registration deadline, in the active language
 * (the components' catalogue). Whether the places left are shown at all is the shared rule's call
 * (`showsPlacesLeft`); these are only the words.
 */
import { i18n } from '@/components/i18n';

const MINUTE_MS = 60_000;
const MINUTES_PER_HOUR = 60;
const MINUTES_PER_DAY = 24 * MINUTES_PER_HOUR;

/** '1 place left', '4 places left', or 'Full' when none is left. */
export function placesLeftText(placesLeft: number): string {
  if (placesLeft <= 0) return i18n._('eventTerms.places.full');
  return placesLeft === 1
    ? i18n._('eventTerms.places.one')
    : i18n._('eventTerms.places.many', { count: placesLeft });
}

/**
 * The countdown to the deadline, to the minute: 'Closes in 2 days 4 h', 'Closes in 3 h 20 min',
 * 'Closes in 12 min', 'Closes in less than a minute'. Parts that are zero are left out.
 */
export function closesInText(msLeft: number): string {
  const minutes = Math.max(0, Math.floor(msLeft / MINUTE_MS));
  const days = Math.floor(minutes / MINUTES_PER_DAY);
  const hours = Math.floor((minutes % MINUTES_PER_DAY) / MINUTES_PER_HOUR);
  const mins = minutes % MINUTES_PER_HOUR;
  const dayText = (count: number) =>
    count === 1 ? i18n._('eventTerms.closes.day') : i18n._('eventTerms.closes.days', { count });
  const hourText = (count: number) => i18n._('eventTerms.closes.hours', { count });
  const minuteText = (count: number) => i18n._('eventTerms.closes.minutes', { count });
  const parts =
    days > 0
      ? [dayText(days), hours > 0 ? hourText(hours) : '']
      : hours > 0
        ? [hourText(hours), mins > 0 ? minuteText(mins) : '']
        : mins > 0
          ? [minuteText(mins)]
          : [i18n._('eventTerms.closes.underAMinute')];
  return i18n._('eventTerms.closes.in', { time: parts.filter(Boolean).join(' ') });
}

/** How long until the next minute of the countdown starts (when the text may change). */
export function untilNextMinute(msLeft: number): number {
  return msLeft % MINUTE_MS || MINUTE_MS;
}
